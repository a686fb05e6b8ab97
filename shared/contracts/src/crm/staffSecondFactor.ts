import { Type, type Static } from '@sinclair/typebox';
import { turkishErrors } from '../common/wire';
import { secondFactorMessages } from '../staff/secondFactor';
import { VerifyCodeResponse } from './wire';

/*
 * The CRM sign-in's second step (docs/crm.md 'Second factor'): after the SMS code, an account with TOTP sends the
 * authenticator app's code or a recovery code. The rules and the shared texts are the staff second factor's.
 */

export const crmSecondFactorMessages = {
  /** The SMS code was right and the app's code is due. */
  codeAccepted: 'SMS kodu doğrulandı. Şimdi doğrulama uygulamanızdaki kodu girin.',
  /** An account for which it is required (an admin outside demo mode) without one: it is set up first. */
  enrolRequired: 'Bu hesap için iki adımlı doğrulama zorunludur. Lütfen doğrulama uygulamanızı şimdi kurun.',
  challengeExpired: 'Giriş adımının süresi doldu. Lütfen yeni bir SMS koduyla yeniden giriş yapın.',
  tooManyAttempts: 'Bu bağlantıdan çok fazla hatalı kod girildi. Lütfen 15 dakika sonra tekrar deneyin.',
} as const;

/** The SMS code was right and a second factor is due: 'totp' asks for the app's code, 'enrol' sets one up first. */
export const CrmSecondFactorStep = Type.Object({
  success: Type.Literal(true),
  message: Type.String(),
  second_factor: Type.Union([Type.Literal('totp'), Type.Literal('enrol')]),
  challenge: Type.String({ description: 'Tek kullanımlık, 5 dakikalık ikinci adım anahtarı' }),
  expires_at: Type.String({ description: 'Adımın bitiş zamanı (ISO 8601)' }),
});
export type CrmSecondFactorStep = Static<typeof CrmSecondFactorStep>;

export const CrmVerifyAnswer = Type.Union([VerifyCodeResponse, CrmSecondFactorStep]);
export type CrmVerifyAnswer = Static<typeof CrmVerifyAnswer>;

export const isCrmSecondFactorStep = (answer: CrmVerifyAnswer): answer is CrmSecondFactorStep => 'second_factor' in answer;

const challenge = Type.String({ minLength: 1, maxLength: 100, ...turkishErrors(crmSecondFactorMessages.challengeExpired) });

export const CrmSecondFactorBody = Type.Object(
  {
    challenge,
    code: Type.String({
      minLength: 1,
      maxLength: 20,
      description: '6 haneli TOTP kodu ya da kurtarma kodu',
      ...turkishErrors(secondFactorMessages.codeRequired),
    }),
  },
  turkishErrors(secondFactorMessages.codeRequired),
);
export type CrmSecondFactorBody = Static<typeof CrmSecondFactorBody>;

export const CrmEnrolStartBody = Type.Object({ challenge }, turkishErrors(crmSecondFactorMessages.challengeExpired));
export type CrmEnrolStartBody = Static<typeof CrmEnrolStartBody>;

export const CrmEnrolConfirmBody = Type.Object(
  { challenge, code: Type.String({ pattern: '^[0-9]{6}$', ...turkishErrors(secondFactorMessages.appCodeRequired) }) },
  turkishErrors(secondFactorMessages.appCodeRequired),
);
export type CrmEnrolConfirmBody = Static<typeof CrmEnrolConfirmBody>;

/** The recovery codes, shown once, and the session when the enrolment was the sign-in's step. */
export const CrmEnrolConfirmResponse = Type.Object({
  message: Type.String(),
  recovery_codes: Type.Array(Type.String()),
  session: Type.Union([VerifyCodeResponse, Type.Null()]),
});
export type CrmEnrolConfirmResponse = Static<typeof CrmEnrolConfirmResponse>;
