import { Paper, Typography } from '@mui/material';

export function FigureCard({ value, label }: { value: string; label: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center', height: '100%' }}>
      <Typography variant="h3" component="p" color="primary" sx={{ fontWeight: 800 }}>
        {value}
      </Typography>
      <Typography color="text.secondary">{label}</Typography>
    </Paper>
  );
}
