import { Link as RouterLink } from '@kredi/kernel';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

export function BackToBlogLink({ label = 'Blog Yazılarına Dön' }: { label?: string }) {
  return (
    <Button component={RouterLink} to="/blog" startIcon={<ArrowBackIcon />}>
      {label}
    </Button>
  );
}
