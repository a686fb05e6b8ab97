export * from './areas';
export * from './roles';
