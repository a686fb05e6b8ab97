// The retention job and its admin routes, which the admin area registers: the job runs on every instance, the routes
// show and start it.

export { loadRetentionConfig } from './config.js';
export { registerRetentionJob } from './job.js';
export { default as retentionRoutes } from './routes.js';
