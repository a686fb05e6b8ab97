import { Type, type Static } from '@sinclair/typebox';
import { turkishErrors } from '../../common/wire';
import { StaffRoleSchema } from '../../staff/roleSchema';
import { adminAuthMessages as m } from './messages';

/* Wire shapes of the admin sign-in (spec 2.12): the server checks the credentials and hands out a session token. */

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
export const AdminLoginResponse = Type.Object({
  token: Type.String({ description: 'Oturum anahtarı; istekler "Authorization: Token <anahtar>" başlığıyla gönderilir' }),
  expires_at: Type.String({ format: 'date-time' }),
  admin: AdminAccountSchema,
});
export type AdminLoginResponse = Static<typeof AdminLoginResponse>;

/** The session check the admin pages wait for ('Yükleniyor...' until it passes, spec 2.13). */
export const AdminSessionResponse = Type.Object({
  admin: AdminAccountSchema,
  expires_at: Type.String({ format: 'date-time' }),
});
export type AdminSessionResponse = Static<typeof AdminSessionResponse>;

/** The demo hint line (spec 2.12): the credentials in demo mode, null otherwise. */
export const AdminDemoHintResponse = Type.Object({
  demo: Type.Union([Type.Object({ username: Type.String(), password: Type.String() }), Type.Null()]),
});
export type AdminDemoHintResponse = Static<typeof AdminDemoHintResponse>;
