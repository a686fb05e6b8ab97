import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * What a panel has to show. Until the dashboard's figures arrive it says so: 'Talep yok.' while loading told staff
 * on a slow connection that nobody was waiting (docs/crm.md).
 */
export type RequestPanelState = 'loading' | 'failed' | 'empty' | 'ready';

/** The panel's state for a list that is undefined until the dashboard's figures have arrived (or failed to). */
export function requestPanelState(requests: readonly unknown[] | undefined, failed: boolean): RequestPanelState {
  if (requests === undefined) return failed ? 'failed' : 'loading';
  return requests.length === 0 ? 'empty' : 'ready';
}

const STATE_TEXT: Record<Exclude<RequestPanelState, 'ready'>, string> = {
  loading: 'Yükleniyor...',
  failed: 'Talepler yüklenemedi.',
  empty: 'Talep yok.',
};

/** A dashboard panel whose list scrolls inside a maximum height, so the page does not grow with it. */
export interface RequestPanelProps {
  title: string;
  /** Requests still waiting (the title's count: a handled one no longer counts); none until loaded. */
  count: number | undefined;
  state: RequestPanelState;
  children: ReactNode;
  testId: string;
}

export function RequestPanel({ title, count, state, children, testId }: RequestPanelProps) {
  return (
    <Paper
      sx={{ p: 2, display: 'flex', flexDirection: 'column', minWidth: 0 }}
      component="section"
      aria-label={title}
      aria-busy={state === 'loading'}
      data-testid={testId}
      id={testId}
    >
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
        {count !== undefined && (
          <>
            {' '}
            (<span data-testid={`${testId}-count`}>{count}</span>)
          </>
        )}
      </Typography>
      <Box sx={{ maxHeight: 420, overflowY: 'auto', pr: 1 }} data-testid={`${testId}-scroll`}>
        {state === 'ready' ? (
          children
        ) : (
          <Typography variant="body2" color="text.secondary" data-testid={`${testId}-state`}>
            {STATE_TEXT[state]}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
