import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

interface StepActionsProps {
  label: string;
  canProceed: boolean;
  busy: boolean;
  /** Shown from step 2 on. */
  onBack?: () => void;
  /** Pressing the disabled button: tells the person what is missing. */
  onBlockedPress: () => void;
}

/** Back and the step's submit button, disabled until the step is valid. */
export function StepActions({ label, canProceed, busy, onBack, onBlockedPress }: StepActionsProps) {
  return (
    <Stack direction="row" spacing={2} sx={{ mt: 4, alignItems: 'center' }}>
      {onBack && (
        <Button onClick={onBack} disabled={busy} startIcon={<ArrowBackIcon />}>
          Geri
        </Button>
      )}
      {/* A disabled button takes no clicks (pointer-events: none), so the press lands on this wrapper. */}
      <Box
        component="span"
        data-testid="step-submit-wrapper"
        onClick={canProceed ? undefined : onBlockedPress}
        sx={{ ml: 'auto !important' }}
      >
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!canProceed || busy}
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
          sx={{ minWidth: 160 }}
        >
          {label}
        </Button>
      </Box>
    </Stack>
  );
}
