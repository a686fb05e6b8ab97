import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A 4-digit one-time code from the CSPRNG ('0000'-'9999', leading zeros kept). */
export function generateCode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/** What is stored instead of the code: HMAC-SHA256(secret, phone:code) in hex. */
export function hashCode(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`, 'utf8').digest('hex');
}

/** Constant-time comparison of two hex digests. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** The SMS text: '<Brand> doğrulama kodunuz: 1234. Kod 10 dakika geçerlidir.' */
export function codeMessage(brandName: string, code: string, ttlMinutes: number): string {
  return `${brandName} doğrulama kodunuz: ${code}. Kod ${ttlMinutes} dakika geçerlidir.`;
}
