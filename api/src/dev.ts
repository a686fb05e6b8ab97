// `npm run dev -w api` (and `npm run dev`): the API in demo mode unless APP_MODE says otherwise, so development
// needs no secrets and reads its SMS codes in the outbox. Production starts server.ts directly.
export {};

process.env.APP_MODE ??= 'demo';
await import('./server.js');
