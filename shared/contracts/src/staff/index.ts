export * from './areas';
export * from './roles';
export * from './permissions';
export * from './roleSchema';
export * from './secondFactor';
