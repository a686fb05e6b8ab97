// What the composer (in a render worker) and the render service's pools agree on: why a page was left to the
// browser, and which of those reasons are failures (counted in renderMetrics.ts). No imports: the render service's
// own thread loads this without the composer.

/** Why a page was left to the browser. Failures are counted and logged; the rest are normal (staff areas, no server
 * build, a request for the client render). */
export type ClientRenderReason =
  | 'render-error'
  | 'render-timeout'
  | 'data-timeout'
  | 'data-unavailable'
  | 'remote-unavailable'
  // The manifest says the remote needs what this shell does not provide: the browser refuses it alike.
  | 'remote-refused'
  | 'manifest-unavailable'
  | 'staff-area'
  | 'no-server-build'
  | 'client-requested'
  // Set by the render service's worker pools (renderPools.ts), not here: every worker of the page's remote busy, or
  // the page's last render had to be stopped (a stuck build is not run again for a while).
  | 'render-busy'
  | 'render-quarantined';

export const FAILURES: ReadonlySet<ClientRenderReason> = new Set([
  'render-error',
  'render-timeout',
  'data-timeout',
  'data-unavailable',
  'remote-unavailable',
  'remote-refused',
  'manifest-unavailable',
  'render-busy',
  'render-quarantined',
]);

/** What a server-rendered page was made from (docs/ssr.md, "Page cache"): the page is current while all of these
 * are. `null` validators: something without an ETag was used, so the page cannot be revalidated, only rendered. */
export interface PageDependencies {
  /** Digest of the manifest and the site config the render used. */
  site: string;
  /** The owning remote's server build: its URL (from the manifest) and its ETag (the build's identity). */
  build?: { url: string; etag: string | null };
  /** Each API answer the route's data used, by URL, with its ETag (the data's revision). */
  data: Array<[url: string, etag: string | null]>;
  /** The canary bucket whose manifest the render used (none: the live manifest). */
  bucket?: string;
}

export interface ComposedPage {
  status: number;
  html: string;
  rendered: 'server' | 'client';
  reason?: ClientRenderReason;
  /** A redirect's target (status 301): a remote's public route with `redirectTo`. */
  location?: string;
  /** Set on server renders. */
  dependencies?: PageDependencies;
}
