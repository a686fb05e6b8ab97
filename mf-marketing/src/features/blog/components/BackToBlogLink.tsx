import { Link as RouterLink } from 'react-router-dom';
import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

export function BackToBlogLink({ label = 'Blog Yazılarına Dön' }: { label?: string }) {
  return (
    <Button component={RouterLink} to="/blog" startIcon={<ArrowBackIcon />}>
      {label}
    </Button>
  );
}
