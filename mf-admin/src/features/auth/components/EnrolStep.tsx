import { adminAuthMessages as m, type AdminSessionGranted } from '@kredi/contracts/admin';
import { SignInEnrolment } from '@kredi/staff-ui/secondFactor';
import { useAdminEnrolConfirmMutation, useAdminEnrolStartMutation } from '../../../session/adminAuthApi';
import { secondFactorErrorText } from '../lib/secondFactorErrorText';

/** Enrolling the second factor right after the password (required outside demo mode). */
export function EnrolStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (session: AdminSessionGranted) => void;
  onRestart: () => void;
}) {
  const [start] = useAdminEnrolStartMutation();
  const [confirm] = useAdminEnrolConfirmMutation();
  return (
    <SignInEnrolment
      challenge={challenge}
      calls={{
        start: (challenge) => start({ challenge }).unwrap(),
        confirm: (challenge, code) => confirm({ challenge, code }).unwrap(),
      }}
      intro={m.enrolRequired}
      failureText={secondFactorErrorText}
      onSignedIn={onSignedIn}
      restartLabel="Başka bir hesapla giriş yap"
      onRestart={onRestart}
    />
  );
}
