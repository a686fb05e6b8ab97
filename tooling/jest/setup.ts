import '@testing-library/jest-dom';

// Node's Request (used by RTK Query's fetchBaseQuery) rejects relative URLs; a browser resolves them
// against the page. Tests see absolute URLs such as http://localhost/api/... in their fetch mocks.
const NodeRequest = globalThis.Request;
class PageRelativeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href).href : input, init);
  }
}
globalThis.Request = PageRelativeRequest as typeof Request;

window.scrollTo = (() => undefined) as typeof window.scrollTo;
