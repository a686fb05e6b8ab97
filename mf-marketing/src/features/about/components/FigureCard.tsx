import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One figure of 'Neden Biz?' ('10+ Yıllık Deneyim'): one paragraph, so it is read as one sentence, not as a heading. */
export function FigureCard({ value, label }: { value: string; label: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center', height: '100%' }}>
      <Typography color="text.secondary">
        <Box component="span" sx={{ display: 'block', typography: 'h3', fontWeight: 800, color: 'primary.main' }}>
          {value}
        </Box>{' '}
        {label}
      </Typography>
    </Paper>
  );
}
