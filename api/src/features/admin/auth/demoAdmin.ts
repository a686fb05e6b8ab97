/**
 * The demo administrator (docs/admin.md, 'Demo mode and production'). It exists only in demo mode (APP_MODE=demo, as `npm start`
 * runs), the hint line shows it only then, and any other start refuses to run while an account accepts this
 * password. The browser never bundles it: the sign-in page asks the server for the hint.
 */
export const DEMO_ADMIN = { username: 'admin', password: 'demo-admin-2025' } as const;
