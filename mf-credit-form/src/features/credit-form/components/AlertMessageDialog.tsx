import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** The form's alerts (docs/architecture.md, 'Credit-limit form'): one modal with the message and 'Tamam'. */
export function AlertMessageDialog({ open, message, onClose }: { open: boolean; message: string; onClose: () => void }) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby="credit-form-alert-title"
      aria-describedby="credit-form-alert-text"
    >
      <DialogTitle id="credit-form-alert-title">Uyarı</DialogTitle>
      <DialogContent>
        <DialogContentText id="credit-form-alert-text">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          Tamam
        </Button>
      </DialogActions>
    </Dialog>
  );
}
