import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_S = 30;
const ISSUER = 'Kolay Kredi Yönetim';

/** Codes of the step before and after are accepted too (clock drift of a phone). */
const DRIFT_STEPS = 1;

function totpOf(secretBase32: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secretBase32) });
}

/** A new 160-bit secret (RFC 4226's recommendation), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/**
 * The 30-second step a code belongs to when it is valid for the secret at `now` (within one step of drift), or
 * undefined. The caller refuses a step not newer than the last one used, so a code signs in once.
 */
export function totpStepOf(secretBase32: string, code: string, now: Date): number | undefined {
  const delta = totpOf(secretBase32, 'x').validate({ token: code, timestamp: now.getTime(), window: DRIFT_STEPS });
  if (delta === null) return undefined;
  return Math.floor(now.getTime() / 1000 / PERIOD_S) + delta;
}

/** The code of a step (tests, and nothing else, need to make one). */
export function totpCodeAt(secretBase32: string, at: Date): string {
  return totpOf(secretBase32, 'x').generate({ timestamp: at.getTime() });
}

/** The otpauth:// address an app reads, and it as an SVG QR code in a data URL (made here: the secret stays on the server). */
export async function enrolmentOf(secretBase32: string, accountName: string): Promise<{ otpauthUrl: string; qrSvg: string }> {
  const otpauthUrl = totpOf(secretBase32, accountName).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { otpauthUrl, qrSvg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The TOTP secrets are stored AES-256-GCM-encrypted under a key derived (HKDF-SHA256) from the server's OTP_SECRET,
 * which never is in the database: a dump alone does not give the secrets. Changing OTP_SECRET therefore voids every
 * enrolment (the administrators sign in with a recovery code and enrol again; docs/admin.md).
 */
export function createTotpSealer(serverSecret: string) {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), 'admin-totp-secret v1', 32));
  return {
    seal(secretBase32: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
      return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    /** The secret, or undefined when the stored value was sealed under another key or altered. */
    open(sealed: string): string | undefined {
      if (!sealed.startsWith('v1:')) return undefined;
      const raw = Buffer.from(sealed.slice(3), 'base64');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}

export type TotpSealer = ReturnType<typeof createTotpSealer>;

/** Unambiguous letters and digits (no 0/O, 1/I): 32 symbols, so 10 of them are 50 random bits. */
const RECOVERY_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A recovery code as shown once: XXXXX-XXXXX. */
export function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]!);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** The form a recovery code is hashed and compared in: upper case, without spaces or dashes; undefined if it cannot be one. */
export function normalizeRecoveryCode(input: string): string | undefined {
  const code = input.toUpperCase().replace(/[\s-]/g, '');
  return code.length === 10 && [...code].every((c) => RECOVERY_ALPHABET.includes(c)) ? code : undefined;
}
