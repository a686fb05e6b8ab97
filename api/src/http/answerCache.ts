import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** How often a cache asks whether its data changed: the longest a change made elsewhere stays unseen. */
export const REVISION_CHECK_MS = 1000;
const DEFAULT_MAX_ENTRIES = 256;

/** The public data kept this way, each with a revision row the database moves on every change (migrations 0003, 0009, 0019). */
export type AnswerFamily = 'blog' | 'calculator' | 'content';

/** Every answer cache of this process, so a change made here is seen here at once. */
const caches = new Set<{ recheck(): void }>();

/**
 * A write was answered by this process (a staff member's change, see the staff guard): every cache asks its data's
 * revision again on its next read (one small query) instead of up to REVISION_CHECK_MS later, and drops its answers
 * only if that revision moved. Nothing here, nor in the caller, names a family or a URL: the revision rows, moved by
 * the database's triggers, alone say what changed (docs/architecture.md, 'Caching'). Other instances follow within
 * REVISION_CHECK_MS.
 */
export function recheckRevisionsNow(): void {
  for (const cache of caches) cache.recheck();
}

/** A kept answer and its HTTP validator: the data's revision (it moves on every change of the family) and its key. */
export interface CachedAnswer {
  body: string;
  etag: string;
}

/**
 * Sends a kept answer as JSON with its ETag, or 304 when the client (a browser revalidating, the server render's
 * short cache) already holds it: revalidation costs no body, and a change shows at once (docs/ssr.md, Data).
 */
export function sendCachedAnswer(request: FastifyRequest, reply: FastifyReply, { body, etag }: CachedAnswer): FastifyReply {
  reply.header('etag', etag);
  const held = request.headers['if-none-match'];
  if (held !== undefined && held.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
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
  const answers = new Map<string, Promise<CachedAnswer>>();
  let known: number | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | undefined;
  caches.add({
    recheck() {
      checkedAt = Number.NEGATIVE_INFINITY;
      // A check already in flight may have read the revision before the write committed: the next read asks anew.
      checking = undefined;
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

  /** The answer for `key` with its validator, loaded (and kept) when missing. */
  async function answer(key: string, load: () => Promise<unknown>): Promise<CachedAnswer> {
    await dropIfChanged();
    let entry = answers.get(key);
    if (entry === undefined) {
      // The revision known when the load starts: an answer loaded across a change carries the older one, so a client
      // holding it is sent the answer again once the change is seen (never a 304 for content it does not have).
      // The key too: an answer can change without a revision (the calculator's loan types of another day have their own key).
      const etag = `W/"${family}-${known ?? 'unknown'}-${createHash('sha1').update(key).digest('base64url').slice(0, 12)}"`;
      entry = load().then((value) => ({ body: JSON.stringify(value), etag }));
      const loading = entry;
      // A failed load is not kept: the next request tries again.
      loading.catch(() => {
        if (answers.get(key) === loading) answers.delete(key);
      });
      if (answers.size >= maxEntries) answers.delete(answers.keys().next().value!);
    } else {
      answers.delete(key); // most recently used goes last
    }
    answers.set(key, entry);
    return entry;
  }

  return {
    answer,
    size: () => answers.size,
  };
}
