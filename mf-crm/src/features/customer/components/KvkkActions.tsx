import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { ServerError } from '../../../lib/ServerError';
import { useKvkkEraseMutation, useKvkkExportMutation } from '../api/customerApi';

/** KVKK article 11 requests of the person: export everything as JSON, or erase (after a confirmation). */
export function KvkkActions({ customerId, erased }: { customerId: number; erased: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [exportData, exporting] = useKvkkExportMutation();
  const [erase, erasing] = useKvkkEraseMutation();
  const [done, setDone] = useState<string | null>(null);

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button variant="outlined" size="small" disabled={exporting.isLoading} onClick={() => void exportData(customerId)}>
        KVKK Verilerini Dışa Aktar
      </Button>
      <Button variant="outlined" size="small" color="error" disabled={erased || erasing.isLoading} onClick={() => setConfirming(true)}>
        KVKK Kapsamında Sil
      </Button>
      <Box sx={{ flexBasis: '100%' }}>
        <ServerError error={exporting.error} testId="kvkk-export-error" />
        <ServerError error={erasing.error} testId="kvkk-erase-error" />
      </Box>
      {done && (
        <Alert severity="success" sx={{ py: 0 }}>
          {done}
        </Alert>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="kvkk-erase-title">
        <DialogTitle id="kvkk-erase-title">Kişisel veriler silinsin mi?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Bu kişiye ait ad, telefon, T.C. kimlik no, doğum tarihi, IP adresi, notlar, SMS kayıtları ve aynı telefonla gelen talepler
            kalıcı olarak silinir ya da anonimleştirilir. Yalnızca yasal olarak saklanması gereken kayıtlar kalır. Bu işlem geri alınamaz.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>Vazgeç</Button>
          <Button
            color="error"
            variant="contained"
            disabled={erasing.isLoading}
            onClick={async () => {
              try {
                const answer = await erase(customerId).unwrap();
                setDone(answer.message);
              } catch {
                // Shown next to the buttons (ServerError below), in the server's words.
              } finally {
                setConfirming(false);
              }
            }}
          >
            Evet, sil
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
