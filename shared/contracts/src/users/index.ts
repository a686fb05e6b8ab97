// Contract of the credit form and the users API (spec 2.9, 5, 7.2, 9.2): rules, Turkish texts, wire bodies.
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
