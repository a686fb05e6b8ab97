import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';

interface InfoDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal with a title, its text and one 'Tamam' button. */
export function InfoDialog({ open, title, onClose, children }: InfoDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="calculator-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="calculator-dialog-title">{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained" autoFocus>
          Tamam
        </Button>
      </DialogActions>
    </Dialog>
  );
}
