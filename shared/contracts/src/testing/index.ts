/** Test-only: the mock API server and the domain handlers, typed against the wire schemas (docs/testing.md). */
export * from './mockApi';
export * from './replies';
export * from './beacons';
export * from './calculator';
export * from './users';
