/** Reuses an async value for `ttlMs`; a failure is not kept. */
export function reused<T>(load: () => Promise<T>, ttlMs: number): () => Promise<T> {
  let cached: { at: number; value: Promise<T> } | undefined;
  return () => {
    if (cached && Date.now() - cached.at < ttlMs) return cached.value;
    const entry = { at: Date.now(), value: load() };
    cached = entry;
    entry.value.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return entry.value;
  };
}
