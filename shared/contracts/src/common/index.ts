// Contracts every domain uses: the accepted calendar, Istanbul's clock and working time, the phone rule, Turkish folding and the shape of answers and errors on the wire.
export * from './bodyLimits';
export * from './calendar';
export * from './istanbulClock';
export * from './leadConsent';
export * from './leadConsentWire';
export * from './officeHours';
export * from './workingTime';
export * from './phone';
export * from './turkishFold';
export * from './wire';
