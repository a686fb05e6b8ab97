import type { ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';

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
