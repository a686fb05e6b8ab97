import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks these; RTK Query's fetchBaseQuery and React Router need them.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!globalThis.fetch) {
  // Node 20's fetch is global in Node but not exposed inside jest-environment-jsdom.
  Object.assign(globalThis, { fetch: () => Promise.reject(new Error('fetch is not mocked in this test')) });
}
window.scrollTo = () => undefined;
