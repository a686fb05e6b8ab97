import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import BoltIcon from '@mui/icons-material/Bolt';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { useDeferredMutation, useHydrated, useLocation } from '@kredi/kernel';
import { COMMERCIAL_OPT_IN_FIELDS, COMMERCIAL_OPT_IN_TEXTS, type MessageResponse } from '@kredi/contracts/common';
import {
  CALLBACK_FORM_OUTCOMES,
  CALLBACK_FORM_PAGE_FIELD,
  CALLBACK_FORM_POST_PATH,
  CALLBACK_PHONE_INVALID_MESSAGE,
  CALLBACK_PHONE_REQUIRED_MESSAGE,
  checkCallbackPhone,
  type CreateCallbackRequestBody,
} from '@kredi/contracts/public-forms';

export const CALLBACK_TEXTS = {
  empty: CALLBACK_PHONE_REQUIRED_MESSAGE,
  invalid: CALLBACK_PHONE_INVALID_MESSAGE,
  success: CALLBACK_FORM_OUTCOMES.created.text,
  failure: CALLBACK_FORM_OUTCOMES.failed.text,
} as const;

type Feedback = { kind: 'success' | 'error' | 'invalid'; text: string } | null;

const FEEDBACK_ID = 'callback-feedback';

/**
 * An answer's box, the same with and without JavaScript: a plain box rather than MUI's Alert, whose module (with its
 * icons) no other part of a public page's chrome uses and which every page would otherwise load for a message that
 * shows only after a submit.
 */
const answerSx = (ok: boolean) =>
  ({
    width: '100%',
    maxWidth: 520,
    px: 2,
    py: 1.5,
    borderRadius: 1,
    fontWeight: 600,
    color: 'common.white',
    bgcolor: ok ? 'success.dark' : 'error.main',
  }) as const;

const FORM_ID = 'callback-form';

/**
 * The phone field: the browser's own input, drawn as MUI's outlined field is (border, hover, focus, error,
 * placeholder, 56 px high). OutlinedInput would bring InputBase, its autofill and multiline machinery and
 * TextareaAutosize to every page's first screen (5 KB brotli) for one single-line field, as the opt-ins below are the
 * browser's checkboxes. The theme's focus ring applies to it as to every control.
 */
const phoneFieldSx = {
  typography: 'body1',
  lineHeight: '1.4375em',
  boxSizing: 'border-box',
  width: '100%',
  minWidth: 0,
  height: 56,
  m: 0,
  // MUI's 14 px of padding, less the 1 px border its outline draws outside the padding.
  px: '13px',
  py: 0,
  color: 'text.primary',
  bgcolor: 'background.paper',
  border: '1px solid rgba(0, 0, 0, 0.23)',
  borderRadius: 1,
  '&::placeholder': { color: 'currentColor', opacity: 0.42 },
  '@media (hover: hover)': { '&:hover': { borderColor: 'text.primary' } },
  // A 2 px border when focused, as MUI's, without moving the text.
  '&:focus': { borderColor: 'primary.main', boxShadow: (theme: Theme) => `inset 0 0 0 1px ${theme.palette.primary.main}` },
  '&[aria-invalid="true"]': { borderColor: 'error.main' },
  '&[aria-invalid="true"]:focus': { boxShadow: (theme: Theme) => `inset 0 0 0 1px ${theme.palette.error.main}` },
  '&:disabled': { color: 'text.disabled', borderColor: 'action.disabled' },
} as const;

// Every page has this form; RTK Query loads when a number is sent (or the field is focused), not with the page.
const loadRequestCallback = () => import('../api/callbackApi').then((m) => m.callbackApi.endpoints.requestCallback);

/**
 * 'Sizi Arayalım' (docs/public-forms.md, 'Footer callback: a valid mobile is required'). The number may be written in any usual
 * form; it must be a valid mobile (shared rule, also applied by the API) and is sent as its ten digits.
 */
export function CallbackSection() {
  const { pathname } = useLocation();
  // The answers to a form posted without JavaScript are in the server's HTML only: once the application runs, the
  // form answers in place (below) and they would repeat its texts.
  const scripted = useHydrated();
  const [phone, setPhone] = useState('');
  const [feedback, setFeedback] = useState<Feedback>(null);
  // The commercial-message opt-ins: separate, optional and unticked (the request does not depend on them).
  const [optIn, setOptIn] = useState({ sms: false, call: false });
  const formRef = useRef<HTMLFormElement>(null);
  const [requestCallback, { isLoading }] = useDeferredMutation<CreateCallbackRequestBody, MessageResponse>(loadRequestCallback, {
    preloadOnFocusIn: formRef,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFeedback(null);
    const checked = checkCallbackPhone(phone);
    if (!checked.ok) {
      setFeedback({ kind: 'invalid', text: checked.message });
      return;
    }
    try {
      const answer = await requestCallback({
        phone_number: checked.phone,
        // Only a ticked box is sent: an absent opt-in is none, as in the form post.
        ...(optIn.sms ? { [COMMERCIAL_OPT_IN_FIELDS.sms]: true } : {}),
        ...(optIn.call ? { [COMMERCIAL_OPT_IN_FIELDS.call]: true } : {}),
      });
      setPhone('');
      setOptIn({ sms: false, call: false });
      setFeedback({ kind: 'success', text: answer?.message?.trim() || CALLBACK_TEXTS.success });
    } catch {
      // Status codes are not told apart; the typed number stays in the field.
      setFeedback({ kind: 'error', text: CALLBACK_TEXTS.failure });
    }
  };

  return (
    <Box
      component="section"
      aria-labelledby="callback-title"
      sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 6 } }}
    >
      <Container maxWidth="md">
        <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Typography id="callback-title" variant="h4" component="h2" sx={{ fontWeight: 800 }}>
            Sizi Arayalım
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
            {[
              { icon: <SupportAgentIcon />, label: '7/24 Destek' },
              { icon: <BoltIcon />, label: 'Hızlı Yanıt' },
              { icon: <WorkspacePremiumIcon />, label: 'Uzman Ekip' },
            ].map((badge) => (
              <Chip
                key={badge.label}
                icon={badge.icon}
                label={badge.label}
                sx={{ bgcolor: 'rgba(255,255,255,0.15)', color: 'inherit', '& .MuiChip-icon': { color: 'inherit' } }}
              />
            ))}
          </Stack>
          <Box
            component="form"
            id={FORM_ID}
            ref={formRef}
            onSubmit={submit}
            // Without JavaScript the browser posts the form itself: the number travels in the body, never in the
            // address, and the API sends the browser back here with its message (the outcome list below).
            method="post"
            action={CALLBACK_FORM_POST_PATH}
            noValidate
            sx={{ display: 'flex', gap: 1, width: '100%', maxWidth: 520, flexDirection: { xs: 'column', sm: 'row' } }}
          >
            <Box
              component="input"
              type="tel"
              name="phone_number"
              placeholder="Telefon Numaranız"
              aria-label="Telefon Numaranız"
              aria-describedby={feedback ? FEEDBACK_ID : undefined}
              aria-invalid={feedback?.kind === 'invalid'}
              maxLength={32}
              autoComplete="tel"
              value={phone}
              onChange={(e: ChangeEvent<HTMLInputElement>) => setPhone(e.target.value)}
              disabled={isLoading}
              sx={phoneFieldSx}
            />
            <input type="hidden" name={CALLBACK_FORM_PAGE_FIELD} value={pathname} />
            <Button type="submit" variant="contained" color="secondary" size="large" disabled={isLoading} sx={{ minWidth: 140 }}>
              {isLoading ? 'Gönderiliyor...' : 'Gönder'}
            </Button>
          </Box>
          {/* Plain checkboxes tied to the form by its id (posted with it without JavaScript too): no extra script. */}
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, width: '100%', maxWidth: 520, textAlign: 'left', fontSize: '0.875rem' }}>
            <Box component="legend" sx={{ p: 0, mb: 0.5 }}>
              {COMMERCIAL_OPT_IN_TEXTS.legend}
            </Box>
            {(['sms', 'call'] as const).map((channel) => (
              <Box component="label" key={channel} sx={{ display: 'flex', gap: 1, alignItems: 'center', minHeight: 32, cursor: 'pointer' }}>
                <input
                  type="checkbox"
                  form={FORM_ID}
                  name={COMMERCIAL_OPT_IN_FIELDS[channel]}
                  checked={optIn[channel]}
                  disabled={isLoading}
                  onChange={(e) => setOptIn((current) => ({ ...current, [channel]: e.target.checked }))}
                  style={{ width: 18, height: 18, margin: 0, accentColor: 'currentColor' }}
                />
                {COMMERCIAL_OPT_IN_TEXTS[channel]}
              </Box>
            ))}
          </Box>
          {/* The answers to a form posted without JavaScript: each shown only when the address's fragment names it. */}
          {!scripted &&
            Object.values(CALLBACK_FORM_OUTCOMES).map((outcome) => (
              <Box
                key={outcome.anchor}
                id={outcome.anchor}
                role={outcome === CALLBACK_FORM_OUTCOMES.created ? 'status' : 'alert'}
                sx={{ display: 'none', '&:target': { display: 'block' }, ...answerSx(outcome === CALLBACK_FORM_OUTCOMES.created) }}
              >
                {outcome.text}
              </Box>
            ))}
          {feedback && (
            <Box id={FEEDBACK_ID} role={feedback.kind === 'success' ? 'status' : 'alert'} sx={answerSx(feedback.kind === 'success')}>
              {feedback.text}
            </Box>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
