// Contracts every domain uses: the phone rule and the shape of answers and errors on the wire.
export * from './phone';
export * from './wire';
