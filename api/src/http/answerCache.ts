/** How often a cache asks whether its data changed: the longest a change made elsewhere stays unseen. */
export const REVISION_CHECK_MS = 1000;
const DEFAULT_MAX_ENTRIES = 256;

/** The public data kept this way, each with a revision row the database moves on every change (migrations 0003, 0009). */
export type AnswerFamily = 'blog' | 'calculator';

/** Every answer cache of this process, so a change made here (the admin's routes) is seen here at once. */
const caches = new Set<{ family: AnswerFamily; dropNow(): void }>();

/** Drops every cached answer of a family in this process now; other instances follow within REVISION_CHECK_MS. */
export function dropAnswersNow(family: AnswerFamily): void {
  for (const cache of caches) if (cache.family === family) cache.dropNow();
}

export interface AnswerCacheOptions {
  family: AnswerFamily;
  /** The data's revision now (a counter the database moves on every change). */
  revision: () => Promise<number>;
  /** Answers kept at most; the least recently used goes first (unknown category slugs cannot fill memory). */
  maxEntries?: number;
  now?: () => number;
}

/**
 * Public answers (the blog's, the calculator's data), kept serialized in memory: a read costs no query and no JSON
 * serialization. Every answer is dropped when the data's revision moves, which each instance checks at most once per
 * second (the one query a busy instance makes for that data), so a change shows everywhere within a second.
 */
export function createAnswerCache({ family, revision, maxEntries = DEFAULT_MAX_ENTRIES, now = Date.now }: AnswerCacheOptions) {
  // Promises, so that concurrent misses of one key share a single load.
  const answers = new Map<string, Promise<string>>();
  let known: number | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | undefined;
  caches.add({
    family,
    dropNow() {
      answers.clear();
      checkedAt = Number.NEGATIVE_INFINITY;
    },
  });

  async function dropIfChanged(): Promise<void> {
    if (now() - checkedAt < REVISION_CHECK_MS) return;
    checking ??= revision()
      .then((current) => {
        if (current !== known) answers.clear();
        known = current;
        checkedAt = now();
      })
      .finally(() => {
        checking = undefined;
      });
    await checking;
  }

  return {
    /** The serialized answer for `key`, loaded (and kept) when missing. */
    async get(key: string, load: () => Promise<unknown>): Promise<string> {
      await dropIfChanged();
      let answer = answers.get(key);
      if (answer === undefined) {
        answer = load().then((value) => JSON.stringify(value));
        const loading = answer;
        // A failed load is not kept: the next request tries again.
        loading.catch(() => {
          if (answers.get(key) === loading) answers.delete(key);
        });
        if (answers.size >= maxEntries) answers.delete(answers.keys().next().value!);
      } else {
        answers.delete(key); // most recently used goes last
      }
      answers.set(key, answer);
      return answer;
    },
    size: () => answers.size,
  };
}
