import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import { KVKK_ERASE_ROLES, permissionMessages, roleAllows } from '@kredi/contracts/staff';
import { ServerError } from '../../../lib/ServerError';
import { useStaffActor } from '../../../session/useStaffActor';
import { useKvkkEraseMutation, useKvkkExportMutation } from '../api/customerApi';

const DIALOG_FOCUS = { '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 } } as const;

/** KVKK article 11 requests of the person: export everything as JSON, or erase (after a confirmation). */
export function KvkkActions({ customerId, erased }: { customerId: number; erased: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [exportData, exporting] = useKvkkExportMutation();
  const [erase, erasing] = useKvkkEraseMutation();
  const [done, setDone] = useState<string | null>(null);
  // Erase cannot be undone: leaders only, as the API rules (a 'personel' sees the button disabled, with the reason).
  const mayErase = roleAllows(useStaffActor()?.role, KVKK_ERASE_ROLES);

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button variant="outlined" size="small" disabled={exporting.isLoading} onClick={() => void exportData(customerId)}>
        KVKK Verilerini Dışa Aktar
      </Button>
      <Button
        variant="outlined"
        size="small"
        color="error"
        disabled={!mayErase || erased || erasing.isLoading}
        aria-describedby={mayErase ? undefined : `kvkk-erase-reason-${customerId}`}
        onClick={() => setConfirming(true)}
      >
        KVKK Kapsamında Sil
      </Button>
      {!mayErase && !erased && (
        <FormHelperText id={`kvkk-erase-reason-${customerId}`} sx={{ m: 0 }} data-testid="kvkk-erase-reason">
          {permissionMessages.kvkkEraseForbidden}
        </FormHelperText>
      )}
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
          {/*
            The safe answer has the focus when the dialog opens and looks unlike the erase (outlined against solid
            red), and the focused one carries a thick ring, so a keyboard user always knows which Enter would press.
          */}
          <Button variant="outlined" autoFocus onClick={() => setConfirming(false)} sx={DIALOG_FOCUS}>
            Vazgeç
          </Button>
          <Button
            sx={DIALOG_FOCUS}
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
