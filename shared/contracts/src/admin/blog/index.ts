export * from './wire';
