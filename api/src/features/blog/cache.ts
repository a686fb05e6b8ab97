/** How often a cache asks whether the blog changed: the longest a change made elsewhere stays unseen. */
export const BLOG_REVISION_CHECK_MS = 1000;
const DEFAULT_MAX_ENTRIES = 256;

/** Every answer cache of this process, so a change made here (the admin's blog routes) is seen here at once. */
const caches = new Set<{ dropNow(): void }>();

/** Drops every cached blog answer of this process now; other instances follow within BLOG_REVISION_CHECK_MS. */
export function dropBlogAnswersNow(): void {
  for (const cache of caches) cache.dropNow();
}

export interface AnswerCacheOptions {
  /** The blog's revision now (a counter the database moves on every change). */
  revision: () => Promise<number>;
  /** Answers kept at most; the least recently used goes first (unknown category slugs cannot fill memory). */
  maxEntries?: number;
  now?: () => number;
}

/**
 * The blog's public answers, kept serialized in memory: a read costs no query and no JSON serialization. Every
 * answer is dropped when the blog's revision moves, which each instance checks at most once per second (the one
 * query a busy instance makes for the blog), so a change shows everywhere within a second.
 */
export function createAnswerCache({ revision, maxEntries = DEFAULT_MAX_ENTRIES, now = Date.now }: AnswerCacheOptions) {
  // Promises, so that concurrent misses of one key share a single load.
  const answers = new Map<string, Promise<string>>();
  let known: number | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | undefined;
  caches.add({
    dropNow() {
      answers.clear();
      checkedAt = Number.NEGATIVE_INFINITY;
    },
  });

  async function dropIfChanged(): Promise<void> {
    if (now() - checkedAt < BLOG_REVISION_CHECK_MS) return;
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
