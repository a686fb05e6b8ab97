import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { onUnhandledRequest, server, takeUnhandledRequests } from '@kredi/contracts/testing';

// Node's Request (used by RTK Query's fetchBaseQuery) rejects relative URLs; a browser resolves them
// against the page. Tests see absolute URLs such as http://localhost/api/... in their mocks.
const NodeRequest = globalThis.Request;
class PageRelativeRequest extends NodeRequest {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href).href : input, init);
  }
}
globalThis.Request = PageRelativeRequest as typeof Request;

window.scrollTo = (() => undefined) as typeof window.scrollTo;

// An answer of the mock server goes through the real fetch stack (streams, interceptors): on a loaded 2-core machine a
// page can take more than findBy*'s default second to show it.
configure({ asyncUtilTimeout: 5_000 });

// The one fake API of every browser test (docs/testing.md): a request that no test's route answers fails that test.
beforeAll(() => server.listen({ onUnhandledRequest }));
afterEach(() => {
  server.resetHandlers();
  const stray = takeUnhandledRequests();
  if (stray.length > 0) throw new Error(`Requests no mockApi route answers: ${stray.join(', ')}`);
});
afterAll(() => server.close());
