export * from './areas';
export * from './roles';
export * from './roleSchema';
