import type { ComponentType } from 'react';

/*
 * The contract between the shell and its remotes. The runtime manifest (/remotes.json) says which remote owns which
 * route prefixes; each remote exposes `./routes`, its own route subtree. The shell knows prefixes only: a remote adds,
 * renames or guards its pages by deploying itself.
 */

/** Which chrome a page gets: the shell's public header and footer, or none (the staff areas bring their own). */
export type RouteChrome = 'public' | 'staff';

/** One route of a remote's subtree. */
export interface RemoteRoute {
  /** Absolute react-router pattern inside the remote's prefixes, e.g. '/blog/:slug'. */
  path: string;
  chrome: RouteChrome;
  /** The page, with whatever guard it needs; lazy components keep each page in its own chunk. */
  Component?: ComponentType;
  /**
   * The page's chunk, asked for before React renders it: the shell calls it as soon as the remote's routes arrive, so
   * the page's code downloads while the shell's libraries are still evaluated (interactive sooner). The same import()
   * as the lazy `Component`'s, which webpack then finds already loaded.
   */
  loadPage?: () => Promise<unknown>;
  /** A redirect instead of a page, e.g. '/crm' to '/crm/dashboard'. */
  redirectTo?: string;
  /**
   * Data the page needs, started before a server render (RTK Query `initiate`); the render waits for it and hands the
   * results to the browser in the store's state, so the page neither shows a skeleton nor fetches again.
   */
  prefetch?: (context: RoutePrefetchContext) => Promise<unknown>;
}

/** What a route's `prefetch` gets: the path's parameters and the request's store. */
export interface RoutePrefetchContext {
  params: Readonly<Record<string, string | undefined>>;
  dispatch: (action: unknown) => unknown;
}

/** What a remote's `./routes` module exports. */
export interface RemoteRoutesModule {
  routes: RemoteRoute[];
}

/** The exposed module every remote provides. */
export const ROUTES_EXPOSE = './routes';

/** One entry of the runtime remotes manifest (`/remotes.json`). */
export interface RemoteManifestEntry {
  /** Federation name of the remote's container. */
  name: string;
  /** URL of the remote's mf-manifest.json, absolute or relative to the page. */
  entry: string;
  /** Route prefixes the remote owns: '/' and '/kvkk' match exactly, '/blog/*' matches '/blog' and below. */
  routes: string[];
  /**
   * URL of the remote's server render (its `./routes` built for Node, `dist/server/routes.js`), absolute or relative
   * to the page. Without it the composer leaves the remote's pages to the browser.
   */
  server?: string;
  /**
   * What the remote's build needs of the shell beyond its container's own checks. The composer and the browser read
   * the same entry and refuse alike (shell/src/features/remotes/lib/remoteRequirements.ts): a page the browser would
   * refuse is never server-rendered, so never cached.
   */
  requires?: RemoteRequirements;
}

/** What a remote build may declare it needs (absent: nothing beyond its kernel range, which its container checks). */
export interface RemoteRequirements {
  /** The kernel range it was built for, as its package.json says (a caret range). */
  kernel?: string;
  /** Its container was built without a federation bundler runtime and reads the shell's hand-over. */
  bundlerRuntimeHandOver?: boolean;
}

/** What a remote's server build exports: its routes and the kernel range it was built for (the composer checks it). */
export interface RemoteServerModule extends RemoteRoutesModule {
  kernelRange: string;
}

export interface RemotesManifest {
  remotes: RemoteManifestEntry[];
}

/** Whether a manifest route prefix covers a path (trailing slashes ignored). Pure: runs before the async boundary. */
export function prefixMatches(prefix: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (prefix.endsWith('/*')) {
    const base = prefix.slice(0, -2);
    return base === '' || path === base || path.startsWith(`${base}/`);
  }
  return path === (prefix.length > 1 ? prefix.replace(/\/+$/, '') : prefix);
}

/** The remote owning a path, or undefined (the shell's 404). The most specific prefix wins. */
export function ownerOf(remotes: readonly RemoteManifestEntry[], pathname: string): RemoteManifestEntry | undefined {
  let best: { remote: RemoteManifestEntry; length: number } | undefined;
  for (const remote of remotes) {
    for (const prefix of remote.routes) {
      if (prefixMatches(prefix, pathname) && (!best || prefix.length > best.length)) best = { remote, length: prefix.length };
    }
  }
  return best?.remote;
}
