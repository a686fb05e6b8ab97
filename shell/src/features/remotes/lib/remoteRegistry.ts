import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
// Pure subpath modules, not the shared '@kredi/shared' singleton: this file also runs in the entry chunk,
// before the async boundary, where shared modules cannot be consumed yet.
import { PAGES_EXPOSE, type RemoteName, type RemotePagesModule } from '@kredi/shared/federation/contract';
import { ROUTE_TABLE } from '@kredi/shared/federation/routeTable';
import { fetchRemotesManifest } from './runtimeConfig';

type Entries = Map<RemoteName, string>;

let entries: Promise<Entries> | null = null;
const pagesCache = new Map<RemoteName, Promise<RemotePagesModule<RemoteName>>>();
const failed = new WeakSet<Promise<unknown>>();

function readManifest(): Promise<Entries> {
  const pending = fetchRemotesManifest().then((list) => {
    registerRemotes(list.map((r) => ({ name: r.name, entry: r.entry })));
    return new Map(list.map((r) => [r.name, r.entry]));
  });
  // A failed manifest read is retried by the next load, not cached.
  pending.catch(() => {
    if (entries === pending) entries = null;
  });
  return pending;
}

/** Starts reading /remotes.json (cheap); no remote code is fetched here. */
export function startRemoteRegistry(): void {
  entries ??= readManifest();
}

/** Loads a remote's `./pages` module once; 'Yeniden Dene' (resetRemote) or a later visit tries a failed one again. */
export function loadRemotePages<R extends RemoteName>(name: R): Promise<RemotePagesModule<R>> {
  const cached = pagesCache.get(name);
  if (cached) return cached as Promise<RemotePagesModule<R>>;
  entries ??= readManifest();
  const pending = entries.then(async (map) => {
    if (!map.has(name)) throw new Error(`remote ${name} is not in the remotes manifest`);
    const mod = await loadRemote<RemotePagesModule<R>>(`${name}/${PAGES_EXPOSE.slice(2)}`);
    if (!mod || typeof mod.pages !== 'object') throw new Error(`remote ${name} exposes no pages`);
    return mod;
  });
  pagesCache.set(name, pending as Promise<RemotePagesModule<RemoteName>>);
  // The rejected promise stays cached until a reset, so React can render the error instead of retrying forever.
  pending.catch(() => failed.add(pending));
  return pending;
}

/** After navigating away and back, a remote that failed is tried again (the slot's boundary resets). */
export function forgetFailure(name: RemoteName): void {
  const cached = pagesCache.get(name);
  if (cached && failed.has(cached)) pagesCache.delete(name);
}

/**
 * Forgets everything loaded from a remote so the next load fetches its manifest and entry again
 * (after a failure, or after an exception inside its code).
 */
export async function resetRemote(name: RemoteName): Promise<void> {
  pagesCache.delete(name);
  const map = await (entries ??= readManifest()).catch(() => null);
  const entry = map?.get(name);
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

function routePattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+');
  return new RegExp(`^${escaped}/?$`);
}

/**
 * Starts loading the remote of the page being opened while the shell's own shared chunks download, instead of
 * after React's first render: the hero of a remote page then arrives one waterfall earlier.
 */
export function preloadRemoteForPath(pathname: string): void {
  const route = ROUTE_TABLE.find((r) => routePattern(r.path).test(pathname));
  if (route) loadRemotePages(route.remote).catch(() => undefined);
}
