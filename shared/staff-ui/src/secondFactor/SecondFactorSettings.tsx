import { useState } from 'react';
import Alert from '@mui/material/Alert';
import type { MessageResponse } from '@kredi/contracts/common';
import type { RecoveryCodesResponse, SecondFactorStatusResponse, TotpEnrolmentResponse } from '@kredi/contracts/staff';
import { EnrolledFactor } from './EnrolledFactor';
import { FactorSetup } from './FactorSetup';
import { NewRecoveryCodes } from './NewRecoveryCodes';

/** The signed-in account's own second-factor calls, each against the app's endpoints and with the app's session. */
export interface SecondFactorCalls {
  start: () => Promise<TotpEnrolmentResponse>;
  confirm: (code: string) => Promise<RecoveryCodesResponse>;
  renew: (code: string) => Promise<RecoveryCodesResponse>;
  disable: (code: string) => Promise<MessageResponse>;
}

type Shown = { kind: 'codes'; codes: string[]; message: string } | { kind: 'message'; message: string } | null;

/**
 * The body of a staff app's security screen: setting the factor up, or, once it is, renewing the recovery codes and
 * turning it off. The app owns the page, the status query, the calls and the texts that differ between the apps.
 */
export function SecondFactorSettings({
  status,
  calls,
  failureText,
  setupIntro,
  disableHint,
}: {
  status: SecondFactorStatusResponse;
  calls: SecondFactorCalls;
  /** The app's Turkish text of a failed call: the server's message, else the app's own fallback. */
  failureText: (failure: unknown) => string;
  /** Above the setup's start button: what the factor adds to signing in to this app. */
  setupIntro: string;
  /** Under 'turn it off': what signing in to this app is like without the factor. */
  disableHint: string;
}) {
  // New recovery codes are shown once, until they are acknowledged or the page is left.
  const [shown, setShown] = useState<Shown>(null);

  const run = (call: (code: string) => Promise<Shown>) => async (code: string) => {
    try {
      setShown(await call(code));
      return null;
    } catch (failure) {
      return failureText(failure);
    }
  };
  const showCodes = (answer: RecoveryCodesResponse): Shown => ({ kind: 'codes', codes: answer.recovery_codes, message: answer.message });

  if (shown?.kind === 'codes') {
    return (
      <NewRecoveryCodes message={shown.message} codes={shown.codes} acknowledge="Kodları kaydettim" onAcknowledge={() => setShown(null)} />
    );
  }
  return (
    <>
      {shown?.kind === 'message' && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {shown.message}
        </Alert>
      )}
      {status.enrolled ? (
        <EnrolledFactor
          status={status}
          disableHint={disableHint}
          onRenew={run(async (code) => showCodes(await calls.renew(code)))}
          onDisable={run(async (code) => ({ kind: 'message', message: (await calls.disable(code)).message }))}
        />
      ) : (
        <FactorSetup
          intro={setupIntro}
          start={calls.start}
          confirm={calls.confirm}
          onConfirmed={(answer) => setShown(showCodes(answer))}
          failureText={failureText}
        />
      )}
    </>
  );
}
