// The reports (/admin/raporlar): the form funnel, real visitors' speed, ranges, score bands, wire shapes.
export * from './funnel';
export * from './vitals';
export * from './vitalPages';
export * from './range';
export * from './wire';
export * from './csv';
export * from './remoteFailure';
