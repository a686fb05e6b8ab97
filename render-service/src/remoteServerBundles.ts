import vm from 'node:vm';
import createDOMPurify from 'dompurify';
import semverSatisfies from 'semver/functions/satisfies';
import * as kernel from '@kredi/kernel';
import * as kernelApi from '@kredi/kernel/api';
import type { RemoteServerModule } from '@kredi/kernel';
import { windowServes } from '../../shell/src/features/remotes/lib/remoteRequirements';
import { conditionalHeaders } from './conditionalRequest';
import { serverDomWindow } from './serverDom';

// The packages every remote's server build leaves to the composer (the same list as the browser's share scope,
// injected by tooling/webpack/createServerWebpackConfig.mjs).
declare const __SHARED_PACKAGES__: readonly string[];
// The version of the kernel bundled into this composer (its package.json at build time).
declare const __KERNEL_VERSION__: string;
declare const __non_webpack_require__: NodeJS.Require;

// An entry ending in '/' is a whole scope ('@mui/'), as in the server build's externals.
const isShared = (id: string) =>
  __SHARED_PACKAGES__.some((pkg) => (pkg.endsWith('/') ? id.startsWith(pkg) : id === pkg || id.startsWith(`${pkg}/`)));

/**
 * The server-side share scope: a remote's server build gets the composer's single instances of the shared libraries
 * (one React, one Emotion, one store API) and the composer's kernel, nothing else.
 */
/** DOMPurify on a jsdom window, made once (tooling/webpack/createServerWebpackConfig.mjs SERVER_PROVIDED). */
let serverDomPurify: ReturnType<typeof createDOMPurify> | undefined;

function sharedRequire(id: string): unknown {
  if (id === '@kredi/kernel') return kernel;
  if (id === '@kredi/kernel/api') return kernelApi;
  if (id === 'dompurify') return (serverDomPurify ??= createDOMPurify(serverDomWindow() as unknown as Window & typeof globalThis));
  if (isShared(id)) return __non_webpack_require__(id);
  throw new Error(`a remote's server build may only require shared libraries, not '${id}'`);
}

/** Evaluates a remote's server build (CommonJS, one file) with the shared require. */
export function evaluateServerBundle(code: string, url: string): RemoteServerModule {
  const module = { exports: {} as Partial<RemoteServerModule> };
  const wrapper = vm.runInThisContext(`(function (exports, require, module) {${code}\n})`, { filename: url }) as (
    exports: unknown,
    require: (id: string) => unknown,
    module: unknown,
  ) => void;
  wrapper(module.exports, sharedRequire, module);
  const { routes, kernelRange } = module.exports;
  if (!Array.isArray(routes) || typeof kernelRange !== 'string') throw new Error(`${url} is not a remote server build`);
  // The same refusal the federation runtime applies in the browser (strictVersion): never half-render with a kernel
  // the remote was not built for.
  // The compatibility window too: the previous major the kernel still serves (the browser's kernelWindow.ts).
  if (!semverSatisfies(__KERNEL_VERSION__, kernelRange) && !windowServes(kernelRange)) {
    throw new Error(`${url} needs kernel ${kernelRange}, the composer has ${__KERNEL_VERSION__}`);
  }
  // Load its shared libraries now, outside any request's time limit (a cold require of MUI costs more than a render).
  for (const [, id] of code.matchAll(/require\("([^"]+)"\)/g)) if (id && isShared(id) && !id.startsWith('@kredi/kernel')) sharedRequire(id);
  return { routes, kernelRange };
}

interface CachedBundle {
  etag: string | null;
  checkedAt: number;
  module: Promise<RemoteServerModule>;
}

export interface RemoteServerBundlesOptions {
  fetchFn?: typeof fetch;
  /** How long a loaded build is used before asking its server whether it changed (If-None-Match). */
  recheckMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

/**
 * Remote server builds by URL, as the manifest names them. A redeployed remote is picked up by a new URL in the
 * manifest at once, or by its ETag within `recheckMs` when it is redeployed in place.
 */
export function createRemoteServerBundles({
  fetchFn = fetch,
  recheckMs = 5000,
  timeoutMs = 2000,
  now = Date.now,
}: RemoteServerBundlesOptions = {}) {
  const cache = new Map<string, CachedBundle>();

  async function download(url: string, previous: CachedBundle | undefined): Promise<CachedBundle> {
    const headers: Record<string, string> = previous?.etag ? conditionalHeaders(previous.etag) : {};
    const res = await fetchFn(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
    if (res.status === 304 && previous) return { ...previous, checkedAt: now() };
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const code = await res.text();
    return { etag: res.headers.get('etag'), checkedAt: now(), module: Promise.resolve().then(() => evaluateServerBundle(code, url)) };
  }

  return {
    /** The ETag of the build last loaded from `url` (its identity; null when its server sends none). */
    etagOf: (url: string): string | null => cache.get(url)?.etag ?? null,
    async load(url: string): Promise<RemoteServerModule> {
      const cached = cache.get(url);
      if (cached && now() - cached.checkedAt < recheckMs) return cached.module;
      const fresh = await download(url, cached).catch((error: unknown) => {
        // A failed download is tried again by the next request, never cached.
        cache.delete(url);
        throw error;
      });
      cache.set(url, fresh);
      fresh.module.catch(() => cache.delete(url));
      return fresh.module;
    },
  };
}
