// Web Push to staff devices (docs/crm.md 'Bildirimler'): the notices' texts, the payload the CRM's service worker
// shows, and the wire bodies of the device routes.
export * from './pushNotices';
export * from './pushWire';
