// The safe formula language of the admin's credit formulas: parsed with jsep, never evaluated as code.
export * from './grammar';
export * from './messages';
export * from './parse';
export * from './evaluate';
export * from './samples';
export * from './check';
export * from './creditCheck';
// The hostile corpus is shared by the contract's test and the API's (a constant: bundles drop it unused).
export * from './hostileFormulas';
export * from './wire';
