import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { KVKK_REQUEST_NOTE_MAX_LENGTH, KVKK_REQUEST_TYPES, kvkkRequestMessages, type KvkkRequestItem } from '@kredi/contracts/crm';
import { ServerError } from '../../../lib/ServerError';
import { useCloseKvkkRequestMutation } from '../../../lib/kvkkRequestsApi';

/**
 * Closing a request with the note of how it was answered. The API's refusals are shown here in its words: an empty
 * note (400), a request a colleague closed meanwhile (409). The note stays in the box on any error. The page keys it by
 * the request, so each request opens with an empty box and no old error.
 */
export function CloseRequestDialog({ request, onDone }: { request: KvkkRequestItem | null; onDone: (closed: boolean) => void }) {
  const [note, setNote] = useState('');
  const [empty, setEmpty] = useState(false);
  const [close, state] = useCloseKvkkRequestMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!request || state.isLoading) return;
    if (note.trim() === '') {
      setEmpty(true);
      return;
    }
    const result = await close({ id: request.id, note: note.trim() });
    if ('data' in result) onDone(true);
  };

  return (
    <Dialog open={request !== null} onClose={() => onDone(false)} aria-labelledby="kvkk-close-title" maxWidth="sm" fullWidth>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id="kvkk-close-title">Başvuruyu kapat</DialogTitle>
        <DialogContent>
          {request && (
            <DialogContentText sx={{ mb: 2 }}>
              #{request.id} · {request.name} · {KVKK_REQUEST_TYPES[request.type]}
            </DialogContentText>
          )}
          <TextField
            label="Kapanış notu"
            value={note}
            onChange={(event) => {
              setNote(event.target.value);
              setEmpty(false);
            }}
            multiline
            minRows={4}
            fullWidth
            autoFocus
            required
            error={empty}
            helperText={
              empty ? kvkkRequestMessages.noteRequired : 'Başvurunun nasıl yanıtlandığını yazınız (ör. veriler dışa aktarılıp gönderildi).'
            }
            slotProps={{ htmlInput: { maxLength: KVKK_REQUEST_NOTE_MAX_LENGTH } }}
          />
          <ServerError error={state.error} testId="kvkk-close-error" />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => onDone(false)}>Vazgeç</Button>
          <Button type="submit" variant="contained" disabled={state.isLoading}>
            {state.isLoading ? 'Kapatılıyor...' : 'Kapat'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
