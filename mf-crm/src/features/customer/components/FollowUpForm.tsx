import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CRM_STAGES, CRM_STAGE_INFO, FOLLOW_UP_NOTE_MAX, isCrmStage } from '@kredi/contracts/crm';
import { ServerError } from '../../../lib/ServerError';
import { useCreateFollowUpMutation } from '../api/customerApi';
import { clearNoteDraft, readNoteDraft, saveNoteDraft, type NoteDraft } from '../lib/noteDraft';

const EMPTY: NoteDraft = { notlar: '', yeni_durum: '', sonraki_iletisim: '' };

/**
 * 'Yeni Not' (spec 2.17): note, new stage and next contact, all optional (spec 5). The next contact is a
 * datetime-local value, an Istanbul wall time, sent without a zone (the API reads it as Istanbul time).
 * The draft is kept through a session expiry (lib/noteDraft); a refused save shows the server's Turkish message
 * above the buttons. On success the form closes and resets; the follow-ups and the customer reload through their tags.
 */
export function FollowUpForm({ customerId, onClose }: { customerId: number; onClose: () => void }) {
  const [draft, setDraftState] = useState<NoteDraft>(() => readNoteDraft(customerId) ?? EMPTY);
  const [create, state] = useCreateFollowUpMutation();
  const setDraft = (next: NoteDraft) => {
    setDraftState(next);
    saveNoteDraft(customerId, next);
  };
  const close = () => {
    clearNoteDraft(customerId);
    onClose();
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const yeniDurum = isCrmStage(draft.yeni_durum) ? draft.yeni_durum : null;
    try {
      await create({
        id: customerId,
        body: { notlar: draft.notlar, yeni_durum: yeniDurum, sonraki_iletisim: draft.sonraki_iletisim || null },
      }).unwrap();
      close();
    } catch {
      // The server's message is shown by ServerError; the draft stays (and stays stored) for another try.
    }
  }

  return (
    <Box
      component="form"
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}
      aria-label="Yeni not"
      noValidate
    >
      <TextField
        label="Not"
        multiline
        minRows={3}
        value={draft.notlar}
        onChange={(e) => setDraft({ ...draft, notlar: e.target.value })}
        slotProps={{ htmlInput: { maxLength: FOLLOW_UP_NOTE_MAX } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <TextField select label="Yeni Durum" value={draft.yeni_durum} onChange={(e) => setDraft({ ...draft, yeni_durum: e.target.value })}>
          <MenuItem value="">Durumu değiştirme</MenuItem>
          {CRM_STAGES.map((stage) => (
            <MenuItem key={stage} value={stage}>
              {CRM_STAGE_INFO[stage].label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Sonraki İletişim"
          type="datetime-local"
          value={draft.sonraki_iletisim}
          onChange={(e) => setDraft({ ...draft, sonraki_iletisim: e.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { style: { minWidth: 0 } } }}
        />
      </Box>
      <ServerError error={state.error} testId="follow-up-error" />
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={close}>İptal</Button>
        <Button type="submit" variant="contained" disabled={state.isLoading}>
          {state.isLoading ? 'Kaydediliyor...' : 'Kaydet'}
        </Button>
      </Box>
    </Box>
  );
}
