// The intent loader asks for the page's remote manifest (mf-manifest.json) at the same time as main.js, and the
// federation runtime takes that answer once main.js has run (features/remotes/lib/earlyFetchPlugin.ts) instead of
// asking then: one round trip fewer on the way to the page's remote (the page interactive sooner). A window property is the only
// channel between the two builds. A failed early answer is never reused: the runtime then asks again itself.

const KEY = '__KREDI_EARLY_FETCHES__';
type EarlyFetches = Map<string, Promise<Response>>;

function earlyFetches(win: Window): EarlyFetches {
  const holder = win as unknown as Record<typeof KEY, EarlyFetches | undefined>;
  return (holder[KEY] ??= new Map());
}

/** Starts fetching `url` as the federation runtime would (a plain GET), once per page; the answer, to read a clone of. */
export function startEarlyFetch(win: Window, url: string): Promise<Response> {
  const started = earlyFetches(win);
  const existing = started.get(url);
  if (existing) return existing;
  const pending = win.fetch(url);
  // Nobody may take it (a remote loaded from its cache, a page that never loads): no unhandled rejection.
  pending.catch(() => undefined);
  started.set(url, pending);
  return pending;
}

/** The early answer for `url`, taken once: undefined when none was started, or it failed or was not a 2xx. */
export function takeEarlyFetch(win: Window, url: string): Promise<Response | undefined> | undefined {
  const started = earlyFetches(win);
  const pending = started.get(url);
  if (!pending) return undefined;
  started.delete(url);
  return pending.then(
    (res) => (res.ok ? res : undefined),
    () => undefined,
  );
}
