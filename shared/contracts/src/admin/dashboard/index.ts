export * from './change';
export * from './wire';
