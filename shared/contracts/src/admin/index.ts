// Domain contract of the admin area (docs/admin.md): rules, Turkish messages and wire schemas.
export * from './auth';
export * from './formula';
export * from './audit';
export * from './blog';
export * from './dashboard';
export * from './staff';
export * from './calculator';
export * from './retention';
