// What the CRM offers the features that take in leads and requests (the credit form, the callback and contact forms,
// KVKK erasure): the other features reach the CRM only through this module, never its repositories or routes.

/** Tells the signed-in staff's screens that something changed (a new lead, a new request). */
export { publishLive } from './live/plugin.js';
/** Queues a Web Push notice for the owner's devices. */
export { queuePush } from './push/plugin.js';
/** A new lead gets its owner in turn (round robin among the staff on duty). */
export { assignNewLead } from './owner/repository.js';
/** The first-response clocks that start when a lead or a request arrives. */
export { startFirstResponseClock, startRequestClock } from './firstResponse/clock.js';
/** Erases one person's file (KVKK): the request screen and the retention job erase the same way. */
export { erasePerson } from './kvkk/repository.js';
