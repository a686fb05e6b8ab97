import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import RefreshIcon from '@mui/icons-material/Refresh';

export function BlogListError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={onRetry}>
          Yeniden Dene
        </Button>
      }
    >
      <AlertTitle>Hata Oluştu</AlertTitle>
      Blog yazıları yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin.
    </Alert>
  );
}
