import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A one-time code of `digits` digits from the CSPRNG (4 for the credit form, 6 for staff), leading zeros kept. */
export function generateCode(digits = 4): string {
  return String(randomInt(0, 10 ** digits)).padStart(digits, '0');
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

/** Bytes of a phone proof: 256 bits, far beyond guessing (base64url, 43 characters). */
const PROOF_BYTES = 32;

/** The proof /verify/ exchanges a correct code for: random, unguessable, shown to the client once. */
export function generateProof(): string {
  return randomBytes(PROOF_BYTES).toString('base64url');
}

/**
 * What is stored instead of the proof: its SHA-256 in hex. A plain hash is enough (no key, no slow hash):
 * the proof is 256 random bits, so nobody can search for it from the hash.
 */
export function hashProof(proof: string): string {
  return createHash('sha256').update(proof, 'utf8').digest('hex');
}
