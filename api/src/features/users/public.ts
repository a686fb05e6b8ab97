// What the credit form's users feature offers the rest of the API: the one-time code rules (the staff sign-in and the
// KVKK form use the same codes and proofs), the settings readers, and the verification a proof stands for.

export { codeMessage, generateCode, hashCode, hashProof, sameHash } from './otp.js';
export { loadOtpSecret, positiveInt } from './config.js';
import type { Database } from '../../db/client.js';
import { createUsersRepository } from './repository.js';

/** The phone verification a proof (its hash) stands for, while the proof is still accepted at `now`. */
export function findPhoneProof(db: Database, phone: string, proofHash: string, now: Date) {
  return createUsersRepository(db).findProof(phone, proofHash, now);
}
