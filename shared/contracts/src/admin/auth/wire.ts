import { Type, type Static } from '@sinclair/typebox';
import { turkishErrors } from '../../common/wire';
import { StaffRoleSchema } from '../../staff/roleSchema';
import { TotpEnrolmentResponse } from '../../staff/secondFactor';
import { adminAuthMessages as m } from './messages';

/* Wire shapes of the admin sign-in (docs/admin.md, 'Sign-in'): the server checks the credentials and hands out a session token. */

export const ADMIN_USERNAME_MAX_LENGTH = 50;
export const ADMIN_PASSWORD_MAX_LENGTH = 200;

export const AdminLoginBody = Type.Object(
  {
    username: Type.String({
      minLength: 1,
      maxLength: ADMIN_USERNAME_MAX_LENGTH,
      description: 'Yönetici kullanıcı adı (büyük/küçük harf duyarsız)',
      ...turkishErrors({ maxLength: m.usernameTooLong, default: m.usernameRequired }),
    }),
    password: Type.String({
      minLength: 1,
      maxLength: ADMIN_PASSWORD_MAX_LENGTH,
      description: 'Şifre',
      ...turkishErrors({ maxLength: m.passwordTooLong, default: m.passwordRequired }),
    }),
  },
  turkishErrors(m.invalidCredentials),
);
export type AdminLoginBody = Static<typeof AdminLoginBody>;

/** The signed-in account; `username` is the display name of an account that signs in with its phone. */
export const AdminAccountSchema = Type.Object({ id: Type.Integer(), username: Type.String(), role: StaffRoleSchema });
export type AdminAccount = Static<typeof AdminAccountSchema>;

/** The token goes to the browser once; the server keeps only its SHA-256. */
export const AdminSessionGranted = Type.Object({
  token: Type.String({ description: 'Oturum anahtarı; istekler "Authorization: Token <anahtar>" başlığıyla gönderilir' }),
  expires_at: Type.String({ format: 'date-time' }),
  admin: AdminAccountSchema,
});
export type AdminSessionGranted = Static<typeof AdminSessionGranted>;

/**
 * The password was right and a second factor is due: 'totp' asks for the app's code (or a recovery code), 'enrol'
 * (outside demo mode, an administrator without one) leads to setting it up first. The challenge opens that step only.
 */
export const AdminSecondFactorStep = Type.Object({
  second_factor: Type.Union([Type.Literal('totp'), Type.Literal('enrol')]),
  challenge: Type.String({ description: 'Tek kullanımlık, 5 dakikalık ikinci adım anahtarı' }),
  expires_at: Type.String({ format: 'date-time' }),
});
export type AdminSecondFactorStep = Static<typeof AdminSecondFactorStep>;

export const AdminLoginResponse = Type.Union([AdminSessionGranted, AdminSecondFactorStep]);
export type AdminLoginResponse = Static<typeof AdminLoginResponse>;

export const isSecondFactorStep = (answer: AdminLoginResponse): answer is AdminSecondFactorStep => 'second_factor' in answer;

export { TOTP_CODE_PATTERN, RECOVERY_CODE_COUNT } from '../../staff/secondFactor';

export const AdminSecondFactorBody = Type.Object(
  {
    challenge: Type.String({ minLength: 1, maxLength: 100, ...turkishErrors(m.challengeExpired) }),
    code: Type.String({
      minLength: 1,
      maxLength: 20,
      description: '6 haneli TOTP kodu ya da kurtarma kodu',
      ...turkishErrors(m.secondFactorCodeRequired),
    }),
  },
  turkishErrors(m.secondFactorCodeRequired),
);
export type AdminSecondFactorBody = Static<typeof AdminSecondFactorBody>;

/** Enrolment right after the password: the 'enrol' step's challenge. (A signed-in admin enrols without a body.) */
export const AdminEnrolStartBody = Type.Object(
  { challenge: Type.String({ minLength: 1, maxLength: 100, ...turkishErrors(m.challengeExpired) }) },
  turkishErrors(m.challengeExpired),
);
export type AdminEnrolStartBody = Static<typeof AdminEnrolStartBody>;

export const AdminEnrolStartResponse = TotpEnrolmentResponse;
export type AdminEnrolStartResponse = TotpEnrolmentResponse;

/** The first code of the app; `challenge` after the password, none from a signed-in session. */
export const AdminEnrolConfirmBody = Type.Object(
  {
    challenge: Type.Optional(Type.String({ minLength: 1, maxLength: 100, ...turkishErrors(m.challengeExpired) })),
    code: Type.String({ pattern: '^[0-9]{6}$', ...turkishErrors(m.secondFactorCodeRequired) }),
  },
  turkishErrors(m.secondFactorCodeRequired),
);
export type AdminEnrolConfirmBody = Static<typeof AdminEnrolConfirmBody>;

/** The recovery codes are shown once; after enrolment from the sign-in step the session comes with them. */
export const AdminEnrolConfirmResponse = Type.Object({
  message: Type.String(),
  recovery_codes: Type.Array(Type.String()),
  session: Type.Union([AdminSessionGranted, Type.Null()]),
});
export type AdminEnrolConfirmResponse = Static<typeof AdminEnrolConfirmResponse>;

/** The session check the admin pages wait for ('Yükleniyor...' until it passes). */
export const AdminSessionResponse = Type.Object({
  admin: AdminAccountSchema,
  expires_at: Type.String({ format: 'date-time' }),
});
export type AdminSessionResponse = Static<typeof AdminSessionResponse>;

/** The demo hint line (docs/admin.md, 'Sign-in'): the credentials in demo mode, null otherwise. */
export const AdminDemoHintResponse = Type.Object({
  demo: Type.Union([Type.Object({ username: Type.String(), password: Type.String() }), Type.Null()]),
});
export type AdminDemoHintResponse = Static<typeof AdminDemoHintResponse>;
