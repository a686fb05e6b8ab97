import { createHash, randomBytes } from 'node:crypto';

/**
 * The one session token of every staff sign-in (CRM and admin area): 32 bytes from the CSPRNG (256 bits),
 * base64url, so exactly 43 characters. Sent as `Authorization: Token <token>`, as the product's API contract prescribes.
 */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hex. A token is random, so no salt or slow hash is needed. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const TOKEN_HEADER = /^Token\s+([A-Za-z0-9_-]{43})$/;

/** The token of an `Authorization: Token <token>` header, if it has the token's shape. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  return header ? TOKEN_HEADER.exec(header.trim())?.[1] : undefined;
}
