import { Type, type Static } from '@sinclair/typebox';
import { turkishErrors } from '../common/wire';
import type { StaffRole } from './roles';

/*
 * The staff second factor (TOTP, RFC 6238, with one-time recovery codes): one rule set for the admin sign-in and the
 * CRM sign-in of a 'yönetici' (docs/admin.md 'Second factor', docs/crm.md 'Second factor').
 */

/** A TOTP code has 6 digits; a recovery code is 10 letters and digits, shown as XXXXX-XXXXX. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
export const RECOVERY_CODE_COUNT = 10;

/** Who sets up their own factor in the CRM's security screen (an admin has the admin area's screen). */
export const CRM_SECOND_FACTOR_ROLES: readonly StaffRole[] = ['yönetici'];

/** Few enough unused recovery codes that the screens suggest renewing them. */
export const RECOVERY_CODES_LOW = 3;

export const secondFactorMessages = {
  codeRequired: 'Lütfen doğrulama uygulamanızdaki 6 haneli kodu ya da bir kurtarma kodunu girin.',
  /** Renewing the recovery codes or turning the factor off takes the app's current code, never a recovery code. */
  appCodeRequired: 'Lütfen doğrulama uygulamanızdaki güncel 6 haneli kodu girin.',
  invalid: 'Doğrulama kodu hatalı ya da süresi dolmuş. Lütfen uygulamadaki güncel kodu girin.',
  alreadyEnrolled: 'İki adımlı doğrulama bu hesap için zaten kurulu.',
  enrolNotStarted: 'Lütfen önce kurulumu başlatın ve QR kodunu uygulamanızla okutun.',
  enrolled: 'İki adımlı doğrulama kuruldu. Kurtarma kodlarınızı güvenli bir yere kaydedin; her biri bir kez kullanılabilir.',
  notEnrolled: 'Bu hesap için iki adımlı doğrulama kurulu değil.',
  recoveryCodesRenewed: 'Yeni kurtarma kodlarınız oluşturuldu. Eski kodlar artık geçersiz; yenilerini güvenli bir yere kaydedin.',
  disabled: 'İki adımlı doğrulama kapatıldı. Kurtarma kodlarınız da geçersiz oldu.',
  /** Turning it off where it is required: the next sign-in leads to setting it up again. */
  disabledRequired: 'İki adımlı doğrulama kapatıldı. Bu hesap için zorunlu olduğundan bir sonraki girişinizde yeniden kurmanız istenecek.',
} as const;

/** The app's first code, or its current code for renewing the recovery codes or turning the factor off. */
export const TotpCodeBody = Type.Object(
  { code: Type.String({ pattern: '^[0-9]{6}$', ...turkishErrors(secondFactorMessages.appCodeRequired) }) },
  turkishErrors(secondFactorMessages.appCodeRequired),
);
export type TotpCodeBody = Static<typeof TotpCodeBody>;

export const TotpEnrolmentResponse = Type.Object({
  /** The QR code as an SVG data URL, made on the server (the secret never reaches a third-party service). */
  qr_svg: Type.String(),
  /** The secret in base32, for typing it in by hand. */
  secret: Type.String(),
  otpauth_url: Type.String(),
});
export type TotpEnrolmentResponse = Static<typeof TotpEnrolmentResponse>;

/** Where a signed-in account stands: set up or not, whether it is required, how many recovery codes are unused. */
export const SecondFactorStatusResponse = Type.Object({
  enrolled: Type.Boolean(),
  required: Type.Boolean(),
  recovery_codes_left: Type.Integer({ minimum: 0 }),
});
export type SecondFactorStatusResponse = Static<typeof SecondFactorStatusResponse>;

/** New recovery codes, shown this once (the server keeps only their argon2id hashes). */
export const RecoveryCodesResponse = Type.Object({ message: Type.String(), recovery_codes: Type.Array(Type.String()) });
export type RecoveryCodesResponse = Static<typeof RecoveryCodesResponse>;
