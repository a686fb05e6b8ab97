export * from './policy';
export * from './wire';
