import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
// Pure subpath modules, not the shared '@kredi/kernel' singleton: this file also runs in the entry chunk,
// before the async boundary, where shared modules cannot be consumed yet.
import { ROUTES_EXPOSE, ownerOf, type RemoteManifestEntry, type RemoteRoutesModule } from '@kredi/kernel/federation/contract';
import { embeddedRemotesManifest, fetchRemotesManifest } from './runtimeConfig';
import { requirementRefusal } from './remoteRequirements';
import { RemoteRefusedError, forgetRefusal, reportRemoteFailure } from './remoteFailures';

let manifest: Promise<RemoteManifestEntry[]> | null = null;
/** The page's own copy of the manifest is read once: a read after a failure asks the server. */
let embeddedRead = false;
const routesCache = new Map<string, Promise<RemoteRoutesModule>>();
const failed = new WeakSet<Promise<unknown>>();

function readManifest(): Promise<RemoteManifestEntry[]> {
  const embedded = embeddedRead ? undefined : embeddedRemotesManifest(document, window.location.href);
  embeddedRead = true;
  const pending = (embedded ? Promise.resolve(embedded) : fetchRemotesManifest()).then((list) => {
    registerRemotes(list.map((r) => ({ name: r.name, entry: r.entry })));
    return list;
  });
  // A failed manifest read is retried by the next load, not cached.
  pending.catch(() => {
    if (manifest === pending) manifest = null;
  });
  return pending;
}

/** The remotes manifest, read once per page load (from the page itself when server-rendered); no remote code is fetched here. */
export function remotesManifest(): Promise<RemoteManifestEntry[]> {
  return (manifest ??= readManifest());
}

/** Starts reading /remotes.json at once. */
export function startRemoteRegistry(): void {
  void remotesManifest().catch(() => undefined);
}

/** Loads a remote's `./routes` module once; 'Yeniden Dene' (resetRemote) or a later visit tries a failed one again. */
export function loadRemoteRoutes(name: string): Promise<RemoteRoutesModule> {
  const cached = routesCache.get(name);
  if (cached) return cached;
  const pending = remotesManifest().then(async (list) => {
    const entry = list.find((r) => r.name === name);
    if (!entry) throw new Error(`remote ${name} is not in the remotes manifest`);
    // What the manifest says the build needs, decided as the composer decided it: refused before any of its files loads.
    const refusal = requirementRefusal(entry.requires);
    if (refusal) throw new RemoteRefusedError(name, refusal);
    const mod = await loadRemote<RemoteRoutesModule>(`${name}/${ROUTES_EXPOSE.slice(2)}`);
    if (!mod || !Array.isArray(mod.routes)) throw new Error(`remote ${name} exposes no routes`);
    return mod;
  });
  routesCache.set(name, pending);
  // The rejected promise stays cached until a reset, so React can render the error instead of retrying forever.
  // Whoever asked first (the early preload or the page), the failure is named once, with its reason.
  pending.catch((error: unknown) => {
    failed.add(pending);
    reportRemoteFailure(name, error);
  });
  return pending;
}

/** After navigating away and back, a remote that failed is tried again (the slot's boundary resets). */
export function forgetFailure(name: string): void {
  const cached = routesCache.get(name);
  if (cached && failed.has(cached)) routesCache.delete(name);
}

/**
 * Forgets everything loaded from a remote so the next load reads the remotes manifest from the server and fetches
 * the remote's manifest and entry again (after a failure, or after an exception inside its code).
 */
export async function resetRemote(name: string): Promise<void> {
  routesCache.delete(name);
  forgetRefusal(name);
  // The server's manifest, not the page's copy: a stored page may name a build that has moved since.
  manifest = null;
  embeddedRead = true;
  const list = await remotesManifest().catch(() => null);
  const entry = list?.find((r) => r.name === name)?.entry;
  if (entry) registerRemotes([{ name, entry }], { force: true });
}

/**
 * Starts loading the remote of the page being opened while the shell's own shared chunks download, instead of
 * after React's first render: the page arrives one waterfall earlier.
 */
export function preloadRemoteForPath(pathname: string): void {
  remotesManifest()
    .then((list) => {
      const owner = ownerOf(list, pathname);
      if (!owner) return;
      // A failure to load the routes is named by loadRemoteRoutes; the page's chunk here. The page's render meets
      // the same failure again and shows it (the server's content, or the panel).
      loadRemoteRoutes(owner.name).then(
        (mod) => loadPageOf(mod, pathname).catch((error: unknown) => reportRemoteFailure(owner.name, error)),
        () => undefined,
      );
    })
    // The manifest itself: the page's render reads it again and shows its failure.
    .catch(() => undefined);
}

/**
 * Resolves once the page's remote and the page's own chunk have loaded; rejects, after naming the failure, when they
 * cannot (refused, files unreachable, a throwing container). A server-rendered page hydrates only then: otherwise it
 * keeps the server's HTML (serverContentKept.ts) instead of giving it up for the failure panel.
 */
export async function pageRemoteReady(pathname: string): Promise<void> {
  const owner = ownerOf(await remotesManifest(), pathname);
  if (!owner) return;
  const mod = await loadRemoteRoutes(owner.name);
  await loadPageOf(mod, pathname).catch((error: unknown) => {
    reportRemoteFailure(owner.name, error);
    throw error;
  });
}

/**
 * Asks for the page's own chunk as soon as its remote's routes are known, not when React first renders it: it then
 * downloads while the shell's libraries are evaluated. react-router is shared: imported here, after the remote's
 * routes arrived (so the share scope is set up), not in the entry chunk itself.
 */
async function loadPageOf(mod: RemoteRoutesModule, pathname: string): Promise<void> {
  const { matchPath } = await import('react-router');
  const route = mod.routes.find((r) => matchPath({ path: r.path, end: true }, pathname));
  await route?.loadPage?.();
}
