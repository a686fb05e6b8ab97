// The reports' admin routes, mounted by the admin area under /api/admin/reports.

export { default as reportRoutes } from './routes.js';
