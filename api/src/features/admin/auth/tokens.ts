import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits) from the CSPRNG, base64url: 43 characters. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hex. A leaked table does not sign anyone in. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** The token of an `Authorization: Token <token>` header (spec 6), or undefined. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const match = /^Token ([A-Za-z0-9_-]{20,200})$/.exec(header?.trim() ?? '');
  return match?.[1];
}

/** Usernames compare case-insensitively; stored and looked up lower-cased (locale-independent). */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}
