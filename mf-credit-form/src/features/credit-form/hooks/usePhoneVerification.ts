import { useCallback, useRef, useState } from 'react';
import { useDeferredMutation } from '@kredi/kernel';
import type { RegisterBody, VerifyBody, VerifyResponse } from '@kredi/contracts/users';
import { loadRegisterPhone, loadVerifyPhone } from '../api/usersEndpoints';
import { MESSAGES } from '../lib/formMessages';
import type { SmsSubmitOutcome } from '../lib/smsCode';
import { countFunnelStep } from '../lib/funnel';

export interface VerifiedPhone {
  phone: string;
  /** What /verify/ exchanged the code for: add-customer and call-me carry it (never the code). */
  proof: string;
}

const statusOf = (error: unknown): unknown => (error as { status?: unknown } | undefined)?.status;

/** Step 1's SMS flow: register sends the code, the modal's code is verified (docs/users-api.md). */
export function usePhoneVerification({ onAlert, onVerified }: { onAlert: (message: string) => void; onVerified: () => void }) {
  const [registerPhone, registerState] = useDeferredMutation<RegisterBody, unknown>(loadRegisterPhone);
  const [verifyPhone, verifyState] = useDeferredMutation<VerifyBody, VerifyResponse>(loadVerifyPhone);
  // The phone stays after closing so the modal's text does not change while it fades out.
  const [codeDialog, setCodeDialog] = useState({ open: false, phone: '' });
  const [verified, setVerified] = useState<VerifiedPhone | null>(null);
  // What step 1 sent, for 'Kodu tekrar gönder': the same name and phone, under the API's same limits.
  const registered = useRef<RegisterBody | null>(null);

  /** Asks the API for a code; the Turkish alert when it refuses (429: the phone's or the address's limit). */
  const requestCode = useCallback(
    async (body: RegisterBody): Promise<boolean> => {
      try {
        await registerPhone(body);
      } catch (error) {
        onAlert(statusOf(error) === 429 ? MESSAGES.smsLimit : MESSAGES.unknownError);
        return false;
      }
      countFunnelStep('sms_gonderildi');
      return true;
    },
    [registerPhone, onAlert],
  );

  const sendCode = useCallback(
    async (body: RegisterBody) => {
      if (!(await requestCode(body))) return;
      registered.current = body;
      setCodeDialog({ open: true, phone: body.phone });
    },
    [requestCode],
  );

  const resendCode = useCallback(
    async (): Promise<boolean> => (registered.current ? requestCode(registered.current) : false),
    [requestCode],
  );

  const submitCode = useCallback(
    async (code: string): Promise<SmsSubmitOutcome> => {
      const phone = codeDialog.phone;
      let proof: unknown;
      let error: unknown = null;
      try {
        proof = (await verifyPhone({ phone, verification_code: code }))?.proof;
      } catch (failure) {
        error = failure;
      }
      if (error === null && typeof proof === 'string' && proof !== '') {
        countFunnelStep('kod_dogrulandi');
        setVerified({ phone, proof });
        setCodeDialog({ open: false, phone });
        onVerified();
        return 'verified';
      }
      // A wrong or expired code only empties the boxes; anything else is the unknown-error alert.
      if (statusOf(error) === 400) return 'wrong';
      onAlert(MESSAGES.unknownError);
      return 'failed';
    },
    [codeDialog.phone, verifyPhone, onVerified, onAlert],
  );

  const closeCodeDialog = useCallback(() => setCodeDialog((current) => ({ ...current, open: false })), []);

  return {
    sendCode,
    sending: registerState.isLoading,
    codeDialog,
    resendCode,
    submitCode,
    verifying: verifyState.isLoading,
    closeCodeDialog,
    /** The verified phone and its proof; null until then. */
    verified,
  };
}
