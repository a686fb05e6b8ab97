import type * as Jsdom from 'jsdom';

// jsdom costs a worker about half a second of CPU and tens of MB to load and start, and only some pages need a DOM
// on the server: a blog post's body is cleaned by DOMPurify, blog titles and summaries are read as text with
// DOMParser (marketing's pages). Each render worker (a dozen per render service: a pool per remote) loads it when a
// page first needs it, not when the thread starts. jsdom is CommonJS and stays external to the server build, so the
// require below runs only then.
let window: Jsdom.DOMWindow | undefined;

/** This thread's one jsdom window, made on first use. */
export function serverDomWindow(): Jsdom.DOMWindow {
  if (!window) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use, see above
    const { JSDOM } = require('jsdom') as typeof Jsdom;
    window = new JSDOM('').window;
  }
  return window;
}

/**
 * Pages read HTML as plain text with DOMParser; the server gets the same parser from jsdom, so the server HTML says
 * exactly what the browser's hydration computes. Defined as a getter: the first page that reads it loads jsdom.
 */
export function provideLazyDomParser(): void {
  Object.defineProperty(globalThis, 'DOMParser', {
    configurable: true,
    enumerable: false,
    get: () => serverDomWindow().DOMParser,
  });
}
