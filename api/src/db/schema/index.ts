// Every table of the API. Add one line per domain schema file.
export * from './admin.js';
export * from './blog.js';
export * from './calculator.js';
export * from './callbackRequests.js';
export * from './contactRequests.js';
export * from './crm.js';
export * from './health.js';
export * from './users.js';
export * from './reports.js';
export * from './crmRequests.js';
export * from './signInSecurity.js';
export * from './contentPages.js';
export * from './firstResponse.js';
export * from './beaconRate.js';
export * from './retention.js';
export * from './kvkkRequests.js';
