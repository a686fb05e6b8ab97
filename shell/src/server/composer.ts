import fs from 'node:fs';
import path from 'node:path';
import { ownerOf, type RemoteManifestEntry, type SiteConfig } from '@kredi/kernel';
import { matchedRemoteRoute } from '../app/routing/RemoteRoutes';
import { serverStateScript } from '../app/serverHandoff';
import { fetchRemotesManifest, loadSiteConfig } from '../features/remotes/lib/runtimeConfig';
import { serverRenderedDocument } from './htmlDocument';
import { createRemoteServerBundles } from './remoteServerBundles';
import { DataUnavailable, renderPage } from './renderPage';
import { renderLimitsFromEnv } from './renderServiceProtocol';
import { createShortCacheFetch } from './shortCacheFetch';

/** Why a page was left to the browser. Failures are counted and logged; the rest are normal (staff areas, no server
 * build, a request for the client render). */
export type ClientRenderReason =
  | 'render-error'
  | 'render-timeout'
  | 'data-timeout'
  | 'data-unavailable'
  | 'remote-unavailable'
  | 'manifest-unavailable'
  | 'staff-area'
  | 'no-server-build'
  | 'client-requested';

const FAILURES: ReadonlySet<ClientRenderReason> = new Set(['render-error', 'render-timeout', 'data-timeout', 'data-unavailable', 'remote-unavailable', 'manifest-unavailable']);

export interface ComposerOptions {
  /** Where the composer reaches the site: /remotes.json, /config.json, /api and relative remote URLs. */
  origin: string;
  /** The shell's client-render page (its dist/index.html, loading the application at once): the fallback. */
  template?: string;
  /** The page server-rendered pages are rendered into: the same HTML with only the intent loader as its script
   * (dist/server/page-template.html, docs/ssr.md "Hydrate on intent"). */
  pageTemplate?: string;
  /** The React render of a page must finish within this (default 300 ms), or the browser renders the page. */
  timeoutMs?: number;
  /** The route's data (its prefetch, i.e. the API) must arrive within this (default 1 s), or the browser renders the
   * page and fetches the data itself. Separate from the render's limit: a cold or busy API is not a slow render. */
  dataTimeoutMs?: number;
  /** How long the manifest and site config are reused (a manifest swap is seen after this). */
  configTtlMs?: number;
  dataTtlMs?: number;
  log?: (line: string) => void;
}

export interface ComposedPage {
  status: number;
  html: string;
  rendered: 'server' | 'client';
  reason?: ClientRenderReason;
}

export interface ComposerMetrics {
  serverRendered: number;
  /** Client renders by reason: failures (render-error, timeout, ...) and the normal ones. */
  clientRendered: Partial<Record<ClientRenderReason, number>>;
  failures: number;
  /** The render's data cache (shortCacheFetch): answers reused, revalidated with a 304, fetched anew. */
  dataCache: { hit: number; revalidated: number; miss: number };
}

class ClientRender extends Error {
  constructor(
    readonly reason: ClientRenderReason,
    cause?: unknown,
  ) {
    super(reason, { cause });
  }
}

/** The name of the page template in dist/server/; set by the build (tooling/webpack/createIntentLoaderWebpackConfig.mjs). */
declare const __PAGE_TEMPLATE_FILE__: string;

// The build beside this file: dist/server/render-service.js → dist/index.html and dist/server/page-template.html.
const defaultTemplate = () => fs.readFileSync(path.join(__dirname, '..', 'index.html'), 'utf8');
const defaultPageTemplate = () => fs.readFileSync(path.join(__dirname, __PAGE_TEMPLATE_FILE__), 'utf8');

/** Reuses an async value for `ttlMs`; a failure is not kept. */
function reused<T>(load: () => Promise<T>, ttlMs: number): () => Promise<T> {
  let cached: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (cached && Date.now() - cached.at < ttlMs) return cached.value;
    const value = load();
    const entry = { at: Date.now(), value };
    cached = entry;
    value.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return value;
  };
}

/**
 * The composer: renders a public page from the shell and the owning remote's server build, both found through the
 * same runtime manifest as in the browser. Whatever goes wrong (a throwing or slow remote, a remote that cannot be
 * loaded) ends in today's client render, with a log line and a counter: never a 5xx or a blank page.
 */
export function createComposer(options: ComposerOptions) {
  const defaults = renderLimitsFromEnv({});
  const { origin, timeoutMs = defaults.renderTimeoutMs, dataTimeoutMs = defaults.dataTimeoutMs, configTtlMs = 1000, log = (line: string) => console.warn(line) } = options;
  const template = options.template ?? defaultTemplate();
  const pageTemplate = options.pageTemplate ?? defaultPageTemplate();
  const bundles = createRemoteServerBundles();
  const metrics: ComposerMetrics = { serverRendered: 0, clientRendered: {}, failures: 0, dataCache: { hit: 0, revalidated: 0, miss: 0 } };
  const dataFetch = createShortCacheFetch({ ttlMs: options.dataTtlMs, onLookup: (outcome) => void metrics.dataCache[outcome]++ });
  const manifest = reused(() => fetchRemotesManifest(fetch, origin), configTtlMs);
  const siteConfig = reused<SiteConfig>(() => loadSiteConfig(fetch, origin), configTtlMs);

  async function ownerModule(owner: RemoteManifestEntry | undefined, pathname: string) {
    if (!owner) return undefined;
    if (!owner.server) throw new ClientRender('no-server-build');
    const module = await bundles.load(owner.server).catch((error: unknown) => {
      throw new ClientRender('remote-unavailable', error);
    });
    const route = matchedRemoteRoute(module.routes, pathname)?.route;
    if (route && (route.chrome === 'staff' || route.redirectTo)) throw new ClientRender('staff-area');
    return { name: owner.name, module };
  }

  async function compose(url: string, publicOrigin: string): Promise<ComposedPage> {
    const pathname = new URL(url, origin).pathname;
    const list = await manifest().catch((error: unknown) => {
      throw new ClientRender('manifest-unavailable', error);
    });
    const remote = await ownerModule(ownerOf(list, pathname), pathname);
    const dataSignal = AbortSignal.timeout(dataTimeoutMs);
    let renderSignal: AbortSignal | undefined;
    const page = await renderPage({
      url,
      publicOrigin,
      manifest: list,
      siteConfig: await siteConfig(),
      remote,
      api: { origin, fetchFn: dataFetch },
      dataSignal,
      // The render's own limit starts when the data is there.
      renderSignal: () => (renderSignal = AbortSignal.timeout(timeoutMs)),
    }).catch((error: unknown) => {
      if (error instanceof DataUnavailable) throw new ClientRender('data-unavailable', error);
      if (renderSignal?.aborted) throw new ClientRender('render-timeout', error);
      throw new ClientRender(dataSignal.aborted && !renderSignal ? 'data-timeout' : 'render-error', error);
    });
    const html = serverRenderedDocument(
      pageTemplate,
      { meta: page.meta, canonicalUrl: new URL(pathname, publicOrigin).href, siteName: page.state.siteConfig?.brandName ?? '', styles: page.styles },
      page.html,
      serverStateScript(page.state),
    );
    return { status: page.meta.notFound ? 404 : 200, html, rendered: 'server' };
  }

  return {
    /** The page at `url` (path and query) as `publicOrigin` serves it; never rejects. `clientRequested`: the
     * client render was asked for (CLIENT_RENDER_HEADER), which costs the server nothing. */
    async render(url: string, publicOrigin: string, options: { clientRequested?: boolean } = {}): Promise<ComposedPage> {
      try {
        if (options.clientRequested) throw new ClientRender('client-requested');
        const page = await compose(url, publicOrigin);
        metrics.serverRendered++;
        return page;
      } catch (error) {
        const reason = error instanceof ClientRender ? error.reason : 'render-error';
        metrics.clientRendered[reason] = (metrics.clientRendered[reason] ?? 0) + 1;
        if (FAILURES.has(reason)) {
          metrics.failures++;
          const cause = error instanceof ClientRender ? error.cause : error;
          // The path only: a query string may carry whatever a visitor or a link put there (a phone, a name).
          log(`[composer] ${new URL(url, origin).pathname}: client render instead (${reason}): ${cause instanceof Error ? cause.message : String(cause)}`);
        }
        return { status: 200, html: template, rendered: 'client', reason };
      }
    },
    metrics: (): ComposerMetrics => structuredClone(metrics),
  };
}
