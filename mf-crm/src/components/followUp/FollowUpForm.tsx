import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { CALENDAR_YEARS } from '@kredi/contracts/common';
import {
  CRM_STAGES,
  CRM_STAGE_INFO,
  crmMessages,
  FOLLOW_UP_NOTE_MAX,
  isCrmStage,
  parseIstanbulDateTime,
  type CrmStage,
} from '@kredi/contracts/crm';
import { ServerError } from '../../lib/ServerError';
import { useCreateFollowUpMutation } from '../../lib/followUpApi';
import { clearNoteDraft, readNoteDraft, saveNoteDraft, type NoteDraft } from '../../lib/noteDraft';

const EMPTY: NoteDraft = { notlar: '', yeni_durum: '', sonraki_iletisim: '' };
/** The picker's bounds: the accepted calendar's years, as the API checks them. */
const NEXT_CONTACT_MIN = `${CALENDAR_YEARS.min}-01-01T00:00`;
const NEXT_CONTACT_MAX = `${CALENDAR_YEARS.max}-12-31T23:59`;
/** Asked before a next contact in the past is saved: a mistyped year would otherwise go unnoticed. */
export const PAST_NEXT_CONTACT_QUESTION = 'Sonraki iletişim geçmiş bir zaman. Bu tarihle kaydetmek istiyor musunuz?';

/**
 * 'Yeni Not' (docs/crm.md, 'Follow-ups and concurrency'): note, new stage and next contact, all optional. The next contact is a
 * datetime-local value, an Istanbul wall time, sent without a zone (the API reads it as Istanbul time).
 * The draft is kept through a session expiry (lib/noteDraft); a refused save shows the server's Turkish message
 * above the buttons. On success the form closes and resets; the follow-ups and the customer reload through their tags.
 * The pipeline board opens it with the stage a card was moved to already chosen (`stage`), and learns from `onSaved`
 * that the move was written (`onClose` alone is a cancel).
 */
export function FollowUpForm({
  customerId,
  onClose,
  stage,
  onSaved,
}: {
  customerId: number;
  onClose: () => void;
  stage?: CrmStage;
  onSaved?: () => void;
}) {
  const [draft, setDraftState] = useState<NoteDraft>(() => {
    const kept = readNoteDraft(customerId) ?? EMPTY;
    return stage ? { ...kept, yeni_durum: stage } : kept;
  });
  const [create, state] = useCreateFollowUpMutation();
  const [dateError, setDateError] = useState(false);
  const [askingPast, setAskingPast] = useState(false);
  const setDraft = (next: NoteDraft) => {
    setDraftState(next);
    setAskingPast(false);
    saveNoteDraft(customerId, next);
  };
  const close = () => {
    clearNoteDraft(customerId);
    onClose();
  };

  async function submit(event: FormEvent, pastConfirmed = false) {
    event.preventDefault();
    const yeniDurum = isCrmStage(draft.yeni_durum) ? draft.yeni_durum : null;
    // The server's own rule, checked here first: a typed-in year such as 0001 or 9999 never leaves the page.
    const nextContact = draft.sonraki_iletisim === '' ? null : parseIstanbulDateTime(draft.sonraki_iletisim);
    const badDate = nextContact === undefined;
    setDateError(badDate);
    if (badDate) return;
    if (nextContact && nextContact.getTime() < Date.now() && !pastConfirmed) {
      setAskingPast(true);
      return;
    }
    setAskingPast(false);
    try {
      await create({
        id: customerId,
        body: { notlar: draft.notlar, yeni_durum: yeniDurum, sonraki_iletisim: draft.sonraki_iletisim || null },
      }).unwrap();
      onSaved?.();
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
          error={dateError}
          helperText={dateError ? crmMessages.invalidDateTime : undefined}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { style: { minWidth: 0 }, min: NEXT_CONTACT_MIN, max: NEXT_CONTACT_MAX },
          }}
        />
      </Box>
      {askingPast && (
        <Alert
          severity="warning"
          data-testid="past-next-contact"
          action={
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button color="inherit" size="small" onClick={() => setAskingPast(false)}>
                Tarihi Düzelt
              </Button>
              <Button color="inherit" size="small" variant="outlined" onClick={(e) => void submit(e, true)}>
                Evet, Kaydet
              </Button>
            </Box>
          }
        >
          {PAST_NEXT_CONTACT_QUESTION}
        </Alert>
      )}
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
