// What the credit form's users feature offers the rest of the API: the one-time code rules (the staff sign-in and the
// KVKK form use the same codes and proofs), the settings readers, and the customer records a verified phone opens.

export { codeMessage, generateCode, hashCode, hashProof, sameHash } from './otp.js';
export { loadOtpSecret, positiveInt } from './config.js';
export { createUsersRepository } from './repository.js';
