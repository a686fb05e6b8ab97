import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A dashboard panel whose list scrolls inside a maximum height (spec 2.16). */
export function RequestPanel({ title, count, children, testId }: { title: string; count: number; children: ReactNode; testId: string }) {
  return (
    <Paper sx={{ p: 2, display: 'flex', flexDirection: 'column' }} component="section" aria-label={title} data-testid={testId}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title} ({count})
      </Typography>
      <Box sx={{ maxHeight: 420, overflowY: 'auto', pr: 1 }} data-testid={`${testId}-scroll`}>
        {count === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Talep yok.
          </Typography>
        ) : (
          children
        )}
      </Box>
    </Paper>
  );
}
