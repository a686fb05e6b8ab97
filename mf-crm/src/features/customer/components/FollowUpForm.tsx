import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CRM_STAGES, CRM_STAGE_INFO, FOLLOW_UP_NOTE_MAX, type CrmStage } from '@kredi/contracts/crm';
import { useCreateFollowUpMutation } from '../api/customerApi';

const EMPTY = { notlar: '', yeni_durum: '' as CrmStage | '', sonraki_iletisim: '' };

/**
 * 'Yeni Not' (spec 2.17): note, new stage and next contact, all optional (spec 5). The next contact is a
 * datetime-local value, an Istanbul wall time, sent without a zone (the API reads it as Istanbul time).
 * On success the form closes and resets; the follow-ups and the customer reload through their tags.
 */
export function FollowUpForm({ customerId, onClose }: { customerId: number; onClose: () => void }) {
  const [draft, setDraft] = useState(EMPTY);
  const [create, state] = useCreateFollowUpMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await create({
        id: customerId,
        body: { notlar: draft.notlar, yeni_durum: draft.yeni_durum || null, sonraki_iletisim: draft.sonraki_iletisim || null },
      }).unwrap();
      setDraft(EMPTY);
      onClose();
    } catch (error) {
      // Spec 8: a failed note is only logged.
      console.error('Takip notu kaydedilemedi', error);
    }
  }

  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2, mb: 3 }} aria-label="Yeni not">
      <TextField
        label="Not"
        multiline
        minRows={3}
        value={draft.notlar}
        onChange={(e) => setDraft({ ...draft, notlar: e.target.value })}
        slotProps={{ htmlInput: { maxLength: FOLLOW_UP_NOTE_MAX } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField select label="Yeni Durum" value={draft.yeni_durum} onChange={(e) => setDraft({ ...draft, yeni_durum: e.target.value as CrmStage | '' })}>
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
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onClose}>İptal</Button>
        <Button type="submit" variant="contained" disabled={state.isLoading}>
          {state.isLoading ? 'Kaydediliyor...' : 'Kaydet'}
        </Button>
      </Box>
    </Box>
  );
}
