import { crmMessages, crmSecondFactorMessages } from '@kredi/contracts/crm';
import { SignInEnrolment } from '@kredi/staff-ui/secondFactor';
import { useStaffEnrolConfirmMutation, useStaffEnrolStartMutation } from '../api/crmAuthApi';
import { signInErrorText } from '../lib/signInError';
import type { SignInStepProps } from './SecondFactorStep';

/** After the SMS code, for an account that must have a second factor and has none (an admin outside demo mode). */
export function EnrolStep({ challenge, onSignedIn, onRestart }: SignInStepProps) {
  const [start] = useStaffEnrolStartMutation();
  const [confirm] = useStaffEnrolConfirmMutation();
  return (
    <SignInEnrolment
      challenge={challenge}
      calls={{
        start: (challenge) => start({ challenge }).unwrap(),
        confirm: (challenge, code) => confirm({ challenge, code }).unwrap(),
      }}
      intro={crmSecondFactorMessages.enrolRequired}
      failureText={(failure) => signInErrorText(failure, crmMessages.verifyFailed)}
      onSignedIn={onSignedIn}
      restartLabel="Yeni SMS koduyla baştan başla"
      onRestart={onRestart}
    />
  );
}
