import { createHash, randomBytes } from 'node:crypto';

/** 32 bytes from the CSPRNG (256 bits), base64url: 43 characters. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored instead of the token: SHA-256 in hex. A token is random, so no salt or slow hash is needed. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const TOKEN_HEADER = /^Token\s+([A-Za-z0-9_-]{43})$/;

/** The token of an `Authorization: Token <token>` header, if it has that shape. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  return header ? TOKEN_HEADER.exec(header.trim())?.[1] : undefined;
}
