import { useCallback, useRef, useState } from 'react';
import { serverMessage, useDeferredMutation } from '@kredi/kernel';
import { usersMessages, type RegisterBody, type VerifyBody, type VerifyResponse } from '@kredi/contracts/users';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { loadSendKvkkCode, loadVerifyKvkkCode } from '../api/kvkkRequestEndpoints';
import { KVKK_REQUEST_TEXTS, statusOf } from '../lib/kvkkRequestForm';

/** The phone a code proved, and what /verify/ exchanged the code for (sent with the request, never the code). */
export interface PhoneProof {
  phone: string;
  proof: string;
}

/** What the dialog did with a code: 'wrong' keeps it open with the API's text. */
export type CodeOutcome = { verified: PhoneProof } | { refused: string };

const messageOf = (error: unknown) => serverMessage(error as FetchBaseQueryError | SerializedError | undefined);

/**
 * The credit form's SMS check (docs/users-api.md): /register/ sends a code under its per-phone and per-address limits,
 * /verify/ exchanges it for a proof. The API's Turkish answer is shown when it refuses.
 */
export function usePhoneProof({ onAlert }: { onAlert: (message: string) => void }) {
  const [register, registerState] = useDeferredMutation<RegisterBody, unknown>(loadSendKvkkCode);
  const [verify, verifyState] = useDeferredMutation<VerifyBody, VerifyResponse>(loadVerifyKvkkCode);
  // The phone stays after closing so the dialog's text does not change while it fades out.
  const [dialog, setDialog] = useState({ open: false, phone: '' });
  const sent = useRef<RegisterBody | null>(null);

  const requestCode = useCallback(
    async (body: RegisterBody): Promise<boolean> => {
      try {
        await register(body);
        return true;
      } catch (error) {
        onAlert(messageOf(error) ?? KVKK_REQUEST_TEXTS.unknownError);
        return false;
      }
    },
    [register, onAlert],
  );

  const sendCode = useCallback(
    async (body: RegisterBody) => {
      if (!(await requestCode(body))) return;
      sent.current = body;
      setDialog({ open: true, phone: body.phone });
    },
    [requestCode],
  );

  const resendCode = useCallback(async () => (sent.current ? requestCode(sent.current) : false), [requestCode]);

  const submitCode = useCallback(
    async (code: string): Promise<CodeOutcome> => {
      const phone = dialog.phone;
      try {
        const answer = await verify({ phone, verification_code: code });
        if (typeof answer?.proof === 'string' && answer.proof !== '') {
          setDialog({ open: false, phone });
          return { verified: { phone, proof: answer.proof } };
        }
      } catch (error) {
        if (statusOf(error) === 400) return { refused: messageOf(error) ?? usersMessages.codeRejected };
        return { refused: messageOf(error) ?? KVKK_REQUEST_TEXTS.unknownError };
      }
      return { refused: KVKK_REQUEST_TEXTS.unknownError };
    },
    [dialog.phone, verify],
  );

  const closeDialog = useCallback(() => setDialog((current) => ({ ...current, open: false })), []);

  return { sendCode, sending: registerState.isLoading, dialog, resendCode, submitCode, verifying: verifyState.isLoading, closeDialog };
}
