// Contracts every domain uses: Istanbul's clock, the phone rule, Turkish folding and the shape of answers and errors on the wire.
export * from './bodyLimits';
export * from './istanbulClock';
export * from './phone';
export * from './turkishFold';
export * from './wire';
