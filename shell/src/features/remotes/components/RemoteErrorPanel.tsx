import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import RefreshIcon from '@mui/icons-material/Refresh';
import { REMOTE_ERROR_TEST_ID, REMOTE_ERROR_TEXTS } from './remoteErrorTexts';

/** Shown in a remote's slot when it cannot be loaded or throws; the rest of the site keeps working. */
export function RemoteErrorPanel({ onRetry }: { onRetry: () => Promise<void> }) {
  const [retrying, setRetrying] = useState(false);
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', my: 8, px: 2 }} data-testid={REMOTE_ERROR_TEST_ID}>
      <Alert
        severity="error"
        variant="outlined"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={retry}
            disabled={retrying}
            startIcon={retrying ? <CircularProgress size={16} color="inherit" /> : <RefreshIcon />}
          >
            {REMOTE_ERROR_TEXTS.retry}
          </Button>
        }
      >
        <AlertTitle>{REMOTE_ERROR_TEXTS.title}</AlertTitle>
        {REMOTE_ERROR_TEXTS.body}
      </Alert>
    </Box>
  );
}
