export * from './bands';
export * from './wire';
