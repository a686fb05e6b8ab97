import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** A list that could not be loaded, with 'Yeniden Dene'. */
export function LoadError({
  onRetry,
  text = 'Bilgiler yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.',
}: {
  onRetry: () => void;
  text?: string;
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Yeniden Dene
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
