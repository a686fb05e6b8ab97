import fs from 'node:fs';
import { ownerOf, type RemoteManifestEntry, type SiteConfig } from '@kredi/kernel';
import { matchedRemoteRoute } from '../../shell/src/app/routing/RemoteRoutes';
import { jsonDataScript, serverStateScript } from '../../shell/src/app/serverHandoff';
import {
  fetchRemotesManifestBody,
  loadSiteConfig,
  parseRemotesManifest,
  remotesManifestForPage,
} from '../../shell/src/features/remotes/lib/runtimeConfig';
import { REMOTES_MANIFEST_ELEMENT_ID } from '../../shell/src/lib/pageRemotes';
import { requirementRefusal } from '../../shell/src/features/remotes/lib/remoteRequirements';
import { serverRenderedDocument } from './htmlDocument';
import { SHARED_STYLES_FILE, styleTags, type SharedStylesheet } from './criticalStyles';
import { createRemoteServerBundles } from './remoteServerBundles';
import { DataUnavailable, renderPage } from './renderPage';
import { COMPOSER_READ_HEADER, renderLimitsFromEnv } from './renderServiceProtocol';
import { reused } from './reused';
import { createShortCacheFetch } from './shortCacheFetch';
import { bucketFetch, reusedPerBucket } from './bucketManifests';
import { siteDigest } from './pageVersion';
import { shellBuildFile } from './shellBuild';
import { FAILURES, type ClientRenderReason, type ComposedPage, type PageDependencies } from './clientRender';

export type { ClientRenderReason, ComposedPage };

export interface RenderOptions {
  /** The client render was asked for (CLIENT_RENDER_HEADER), which costs the server nothing. */
  clientRequested?: boolean;
  /** Called when the remote's build is loaded and the route's data is asked for (`data`), and when the data is there
   * and the React render starts (`render`): each has its own time limit. */
  onPhase?: (phase: 'data' | 'render') => void;
  /** The visitor's canary bucket (REMOTES_BUCKET_HEADER): the page is composed with that bucket's manifest. */
  bucket?: string;
}

export interface ComposerOptions {
  /** Where the composer reaches the site: /remotes.json, /config.json, /api and relative remote URLs. */
  origin: string;
  /** The shell's client-render page (shell/dist/index.html, loading the application at once): the fallback. */
  template?: string;
  /** The page server-rendered pages are rendered into: the same HTML with only the intent loader as its script
   * (shell/dist/server/page-template.html, docs/ssr.md "Hydrate on intent"). */
  pageTemplate?: string;
  /** The stylesheet every public page shares (shell/dist/server/shared-styles.json, written by the shell's build); without
   * it each page inlines all of its CSS. */
  sharedStyles?: SharedStylesheet | null;
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

class ClientRender extends Error {
  constructor(
    readonly reason: ClientRenderReason,
    cause?: unknown,
  ) {
    super(reason, { cause });
  }
}

/** The name of the page template in shell/dist/server/; set by the build (tooling/webpack/createIntentLoaderWebpackConfig.mjs). */
declare const __PAGE_TEMPLATE_FILE__: string;

// The shell's build: shell/dist/index.html, shell/dist/server/page-template.html and shared-styles.json.
const defaultTemplate = () => fs.readFileSync(shellBuildFile('index.html'), 'utf8');
const defaultPageTemplate = () => fs.readFileSync(shellBuildFile('server', __PAGE_TEMPLATE_FILE__), 'utf8');
const defaultSharedStyles = (): SharedStylesheet | null => {
  const file = shellBuildFile('server', SHARED_STYLES_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as SharedStylesheet) : null;
};

/**
 * The composer: renders a public page from the shell and the owning remote's server build, both found through the
 * same runtime manifest as in the browser. Whatever goes wrong (a throwing or slow remote, a remote that cannot be
 * loaded) ends in today's client render, with a log line (the render service's pools count every answer,
 * renderMetrics.ts): never a 5xx or a blank page.
 */
export function createComposer(options: ComposerOptions) {
  const defaults = renderLimitsFromEnv({});
  const {
    origin,
    timeoutMs = defaults.renderTimeoutMs,
    dataTimeoutMs = defaults.dataTimeoutMs,
    configTtlMs = 1000,
    log = (line: string) => console.warn(line),
  } = options;
  const template = options.template ?? defaultTemplate();
  const pageTemplate = options.pageTemplate ?? defaultPageTemplate();
  const sharedStyles = options.sharedStyles === undefined ? defaultSharedStyles() : options.sharedStyles;
  // Checked every second: a build replaced in place is on the page within the page cache's bounds (docs/ssr.md).
  const bundles = createRemoteServerBundles({ recheckMs: 1000 });
  const dataFetch = createShortCacheFetch({ ttlMs: options.dataTtlMs });
  const manifestBody = reusedPerBucket((bucket) => fetchRemotesManifestBody(bucketFetch(bucket), origin), configTtlMs);
  const siteConfig = reused<SiteConfig>(() => loadSiteConfig(fetch, origin), configTtlMs);

  async function ownerModule(owner: RemoteManifestEntry | undefined, pathname: string) {
    if (!owner) return undefined;
    // The browser would refuse this remote (remoteRequirements.ts): its page is left to the browser, which names the
    // refusal, and a client render is never stored by the page caches.
    const refusal = requirementRefusal(owner.requires);
    if (refusal) throw new ClientRender('remote-refused', new Error(refusal.text));
    if (!owner.server) throw new ClientRender('no-server-build');
    const module = await bundles.load(owner.server).catch((error: unknown) => {
      throw new ClientRender('remote-unavailable', error);
    });
    const route = matchedRemoteRoute(module.routes, pathname)?.route;
    // A public page's other address (the FAQ's '/sikca-sorulan-sorular'): a permanent redirect, for visitors and
    // search engines alike. The staff areas' redirects stay in the browser, behind their session guards.
    if (route?.redirectTo && route.chrome === 'public') return { name: owner.name, module, redirectTo: route.redirectTo };
    if (route && (route.chrome === 'staff' || route.redirectTo)) throw new ClientRender('staff-area');
    return { name: owner.name, module };
  }

  async function compose(url: string, publicOrigin: string, { onPhase, bucket }: RenderOptions): Promise<ComposedPage> {
    const pathname = new URL(url, origin).pathname;
    const body = await manifestBody(bucket).catch((error: unknown) => {
      throw new ClientRender('manifest-unavailable', error);
    });
    const list = parseRemotesManifest(body, origin);
    const owner = ownerOf(list, pathname);
    const remote = await ownerModule(owner, pathname);
    // Relative, with the query (a campaign's utm_ parameters survive the move); nothing is rendered.
    if (remote?.redirectTo) return { status: 301, html: '', rendered: 'server', location: remote.redirectTo + new URL(url, origin).search };
    const config = await siteConfig();
    // What the page is made of, for its version (ETag): each API answer used, the build, the manifest and config.
    const data: PageDependencies['data'] = [];
    const trackedFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      request.headers.set(COMPOSER_READ_HEADER, '1');
      const res = await dataFetch(request);
      data.push([request.url, res.ok ? res.headers.get('etag') : null]);
      return res;
    }) as typeof fetch;
    onPhase?.('data');
    const dataSignal = AbortSignal.timeout(dataTimeoutMs);
    let renderSignal: AbortSignal | undefined;
    const page = await renderPage({
      url,
      publicOrigin,
      manifest: list,
      siteConfig: config,
      remote,
      api: { origin, fetchFn: trackedFetch },
      dataSignal,
      // The render's own limit starts when the data is there.
      renderSignal: () => {
        onPhase?.('render');
        return (renderSignal = AbortSignal.timeout(timeoutMs));
      },
    }).catch((error: unknown) => {
      if (error instanceof DataUnavailable) throw new ClientRender('data-unavailable', error);
      if (renderSignal?.aborted) throw new ClientRender('render-timeout', error);
      throw new ClientRender(dataSignal.aborted && !renderSignal ? 'data-timeout' : 'render-error', error);
    });
    const html = serverRenderedDocument(
      pageTemplate,
      {
        meta: page.meta,
        canonicalUrl: new URL(pathname, publicOrigin).href,
        siteName: page.state.siteConfig?.brandName ?? '',
        styles: styleTags(page.styles, sharedStyles ?? undefined),
        sharedStylesheet: sharedStyles?.href,
      },
      page.html,
      // The manifest goes with the page: the browser reads it there instead of asking /remotes.json again, and the
      // intent loader asks for the owner's federation manifest with main.js (lib/earlyFetches.ts).
      serverStateScript(page.state) + jsonDataScript(REMOTES_MANIFEST_ELEMENT_ID, remotesManifestForPage(body, owner?.name)),
    );
    const build = owner?.server ? { url: owner.server, etag: bundles.etagOf(owner.server) } : undefined;
    const dependencies: PageDependencies = { site: siteDigest(list, config), build, data, ...(bucket ? { bucket } : {}) };
    return { status: page.meta.notFound ? 404 : 200, html, rendered: 'server', dependencies };
  }

  return {
    /** The page at `url` (path and query) as `publicOrigin` serves it; never rejects. */
    async render(url: string, publicOrigin: string, options: RenderOptions = {}): Promise<ComposedPage> {
      try {
        if (options.clientRequested) throw new ClientRender('client-requested');
        return await compose(url, publicOrigin, options);
      } catch (error) {
        const reason = error instanceof ClientRender ? error.reason : 'render-error';
        if (FAILURES.has(reason)) {
          const cause = error instanceof ClientRender ? error.cause : error;
          // The path only: a query string may carry whatever a visitor or a link put there (a phone, a name).
          log(
            `[composer] ${new URL(url, origin).pathname}: client render instead (${reason}): ${cause instanceof Error ? cause.message : String(cause)}`,
          );
        }
        return { status: 200, html: template, rendered: 'client', reason };
      }
    },
    /** Fetches the manifest and config and evaluates the server build at `server` (if any), rendering nothing: a
     * worker warmed so answers its first page without that cost. Rejects when any of it fails. */
    async warm(server?: string): Promise<void> {
      await Promise.all([manifestBody(), siteConfig(), server ? bundles.load(server) : undefined]);
    },
  };
}
