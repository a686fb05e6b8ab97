import { useEffect, useEffectEvent, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { RecoveryCodesResponse, TotpEnrolmentResponse } from '@kredi/contracts/staff';
import { NewRecoveryCodes } from './NewRecoveryCodes';
import { TotpEnrolmentForm } from './TotpEnrolmentForm';

/** The app's enrolment calls of a sign-in step, both with the step's challenge. */
export interface SignInEnrolmentCalls<Session> {
  start: (challenge: string) => Promise<TotpEnrolmentResponse>;
  confirm: (challenge: string, code: string) => Promise<RecoveryCodesResponse & { session: Session | null }>;
}

/**
 * A sign-in step for an account that must have a second factor and has none: the setup starts at once (the QR code
 * the server drew, the key to type in by hand, the app's first code), then the recovery codes are shown this once,
 * and the session is the app's only after the person says they saved them.
 */
export function SignInEnrolment<Session>({
  challenge,
  calls,
  intro,
  failureText,
  onSignedIn,
  restartLabel,
  onRestart,
}: {
  challenge: string;
  calls: SignInEnrolmentCalls<Session>;
  /** Why this step is there, in the app's words. */
  intro: string;
  /** The app's Turkish text of a refused step: the server's message, else the app's own fallback. */
  failureText: (failure: unknown) => string;
  onSignedIn: (session: Session) => void;
  /** Going back to the sign-in's first step, in the app's words. */
  restartLabel: string;
  onRestart: () => void;
}) {
  const [enrolment, setEnrolment] = useState<TotpEnrolmentResponse | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [done, setDone] = useState<{ codes: string[]; session: Session | null; message: string } | null>(null);

  const begin = useEffectEvent((isCurrent: () => boolean) => {
    calls.start(challenge).then(
      (started) => isCurrent() && setEnrolment(started),
      (failure: unknown) => isCurrent() && setStartError(failureText(failure)),
    );
  });
  useEffect(() => {
    // A new challenge starts a new setup; an answer for the one before it is dropped.
    let current = true;
    setEnrolment(null);
    setStartError(null);
    begin(() => current);
    return () => {
      current = false;
    };
  }, [challenge]);

  if (done) {
    return (
      <NewRecoveryCodes
        message={done.message}
        codes={done.codes}
        acknowledge="Kodları kaydettim, devam et"
        fullWidth
        onAcknowledge={() => done.session && onSignedIn(done.session)}
      />
    );
  }

  const onConfirm = async (code: string) => {
    try {
      const answer = await calls.confirm(challenge, code);
      setDone({ codes: answer.recovery_codes, session: answer.session, message: answer.message });
      return null;
    } catch (failure) {
      return failureText(failure);
    }
  };

  return (
    <Box>
      {startError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {startError}
        </Alert>
      )}
      {enrolment && (
        <TotpEnrolmentForm
          enrolment={enrolment}
          onConfirm={onConfirm}
          intro={
            <Alert severity="info" role="status" sx={{ mb: 2 }}>
              {intro}
            </Alert>
          }
        />
      )}
      <Button variant="text" fullWidth sx={{ mt: 1 }} onClick={onRestart}>
        {restartLabel}
      </Button>
    </Box>
  );
}
