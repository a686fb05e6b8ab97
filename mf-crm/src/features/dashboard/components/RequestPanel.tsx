import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** A dashboard panel whose list scrolls inside a maximum height (spec 2.16). */
export interface RequestPanelProps {
  title: string;
  /** Requests still waiting (the title's count, issue 20: a handled one no longer counts). */
  count: number;
  /** Whether the list has any request at all, handled or not. */
  empty: boolean;
  children: ReactNode;
  testId: string;
}

export function RequestPanel({ title, count, empty, children, testId }: RequestPanelProps) {
  return (
    <Paper
      sx={{ p: 2, display: 'flex', flexDirection: 'column', minWidth: 0 }}
      component="section"
      aria-label={title}
      data-testid={testId}
      id={testId}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title} (<span data-testid={`${testId}-count`}>{count}</span>)
      </Typography>
      <Box sx={{ maxHeight: 420, overflowY: 'auto', pr: 1 }} data-testid={`${testId}-scroll`}>
        {empty ? (
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
