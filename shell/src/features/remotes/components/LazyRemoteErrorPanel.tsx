import { lazy, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { REMOTE_ERROR_TEST_ID, REMOTE_ERROR_TEXTS } from './remoteErrorTexts';

type PanelProps = { onRetry: () => Promise<void> };

/**
 * The panel's stand-in when its own chunk cannot load either (the network is gone): the same words and retry, from
 * components the chrome has already loaded.
 */
function PlainRemoteErrorPanel({ onRetry }: PanelProps) {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    setRetrying(true);
    void onRetry().finally(() => setRetrying(false));
  };
  return (
    <Box
      role="alert"
      data-testid={REMOTE_ERROR_TEST_ID}
      sx={{ maxWidth: 640, mx: 'auto', my: 8, p: 2, border: 1, borderColor: 'error.main', borderRadius: 1 }}
    >
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {REMOTE_ERROR_TEXTS.title}
      </Typography>
      <Typography component="p">{REMOTE_ERROR_TEXTS.body}</Typography>
      <Button color="error" size="small" onClick={retry} disabled={retrying} sx={{ mt: 1 }}>
        {REMOTE_ERROR_TEXTS.retry}
      </Button>
    </Box>
  );
}

/**
 * The failure panel, loaded when a remote first fails: MUI's Alert, AlertTitle and their icons are on no public
 * page's first screen otherwise, and a page that works never needs them. It renders inside the public chrome's
 * Suspense, so the page loader shows for the moment it takes.
 */
export const LazyRemoteErrorPanel = lazy(() =>
  import('./RemoteErrorPanel').then(
    (module) => ({ default: module.RemoteErrorPanel }),
    () => ({ default: PlainRemoteErrorPanel }),
  ),
);
