// Contract of the credit form and the users API (docs/users-api.md): rules, Turkish texts, wire bodies.
export * from './kvkk';
export * from './tcKimlik';
export * from './birthDate';
export * from './smsCode';
export * from './profanity';
export * from './profanityWords';
export * from './names';
export * from './creditFormOptions';
export * from './leadSource';
export * from './messages';
export * from './resultMessage';
export * from './wire';
