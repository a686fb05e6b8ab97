import { randomBytes } from 'node:crypto';
import { hash, parseOptions, verify, type Algorithm } from '@node-rs/argon2';

/** argon2id (the package's const enum cannot be read under isolatedModules, so its value is written out). */
const ARGON2ID = 2 as Algorithm;

/** OWASP's minimum for argon2id: m = 19456 KiB (19 MiB), t = 2, p = 1 (about 70 ms a hash here). */
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password and for a stored value that is not a valid hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** The cost parameters a stored hash was made with. */
export function hashParameters(passwordHash: string) {
  const { memoryCost, timeCost, parallelism } = parseOptions(passwordHash);
  return { memoryCost, timeCost, parallelism };
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random secret, checked when the username does not exist: an unknown account costs the same time as
 * a wrong password, so response times do not reveal which usernames exist.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64'));
  return dummyHash;
}

/** Usernames compare case-insensitively; stored and looked up lower-cased (locale-independent). */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase();
}
