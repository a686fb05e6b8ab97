import { mkdir, open, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { RETENTION_CATEGORIES, type RetentionCategory } from '@kredi/contracts/admin';
import type { Database } from './client.js';

/**
 * The erasure journal: one JSON line per KVKK erasure and per retention run, appended before the erasing transaction
 * commits. A restore brings the database back to a moment before some erasures; the journal lives outside the
 * database (beside the backups), so the restore does not take it back, and the API re-applies it at start-up before
 * it listens (api/src/plugins/erasureJournal.ts). It holds ids and times only, never a person's data.
 */

/** The lead files a retention run erases are journaled by id; every other category by its cutoff. */
const LEAD_CATEGORIES = ['lead_unconverted', 'lead_converted'] as const;
export type JournaledCutoffCategory = Exclude<RetentionCategory, (typeof LEAD_CATEGORIES)[number]>;

export const isJournaledCutoffCategory = (category: RetentionCategory): category is JournaledCutoffCategory =>
  !(LEAD_CATEGORIES as readonly string[]).includes(category);

export const JOURNALED_CUTOFF_CATEGORIES: JournaledCutoffCategory[] = RETENTION_CATEGORIES.filter(isJournaledCutoffCategory);

export interface ErasureJournalEntry {
  /** When the erasure ran (ISO). A customer id created later than this is a different person (an id used again). */
  at: string;
  kind: 'kvkk_erase' | 'retention';
  /** The customer files erased (all of the person's open files). */
  customers: number[];
  /** Retention runs: the records older than these moments (ISO) were destroyed, per category. */
  cutoffs?: Partial<Record<JournaledCutoffCategory, string>>;
}

export interface ErasureJournal {
  readonly path: string;
  /** Appends one entry and waits until it is on disk (fsync): called inside the erasing transaction. */
  append(entry: ErasureJournalEntry): Promise<void>;
  /** Every entry, oldest first; a torn last line (a crash during the append) is skipped. */
  read(): Promise<ErasureJournalEntry[]>;
}

function isEntry(value: unknown): value is ErasureJournalEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<ErasureJournalEntry>;
  return (
    typeof entry.at === 'string' &&
    !Number.isNaN(Date.parse(entry.at)) &&
    (entry.kind === 'kvkk_erase' || entry.kind === 'retention') &&
    Array.isArray(entry.customers) &&
    entry.customers.every((id) => Number.isInteger(id))
  );
}

export function openErasureJournal(path: string): ErasureJournal {
  return {
    path,
    async append(entry) {
      try {
        await mkdir(dirname(path), { recursive: true });
        // One write of one line with O_APPEND: two API instances on one volume never interleave their lines.
        const file = await open(path, 'a', 0o600);
        try {
          await file.write(`${JSON.stringify(entry)}\n`);
          await file.datasync();
        } finally {
          await file.close();
        }
      } catch (error) {
        // Without its journal line an erasure could be undone by a restore: it rolls back, and the request gets
        // the error handler's Turkish 503 (try again), never a half-kept promise.
        throw Object.assign(new Error('The erasure journal could not be written', { cause: error }), { statusCode: 503 });
      }
    },
    async read() {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return [];
        throw error;
      }
      const entries: ErasureJournalEntry[] = [];
      for (const line of text.split('\n')) {
        if (!line.trim()) continue;
        try {
          const parsed: unknown = JSON.parse(line);
          if (isEntry(parsed)) entries.push(parsed);
        } catch {
          // A line cut off by a crash during its append: its transaction never committed either.
        }
      }
      return entries;
    },
  };
}

/**
 * The journal belongs to the database it protects: the plugin attaches it to the drizzle handle, and the code that
 * erases (the KVKK erase, the retention job) finds it there without every repository being handed one.
 */
const journals = new WeakMap<object, ErasureJournal>();

export function attachErasureJournal(db: Database, journal: ErasureJournal): void {
  journals.set(db, journal);
}

export function erasureJournalOf(db: Database): ErasureJournal | undefined {
  return journals.get(db);
}
