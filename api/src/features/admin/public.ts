// What the admin area offers the features whose routes it mounts under /api/admin (reports, retention): the schema
// of a guarded admin route, so their answers document the same tag, security and errors.

export { guardedSchema } from './schemas.js';
