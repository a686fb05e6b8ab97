export * from './messages';
export * from './wire';
