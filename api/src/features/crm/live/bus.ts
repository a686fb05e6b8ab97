import { sql } from 'drizzle-orm';
import type { LiveEvent } from '@kredi/contracts/crm';
import type { Database, DatabaseKind } from '../../../db/client.js';

/** The channel every API instance listens on; payloads are LiveEvent JSON (no phone, no surname). */
export const LIVE_CHANNEL = 'crm_live';

export type LiveListener = (event: LiveEvent) => void;

export interface LiveBus {
  /** Tells every API instance (this one too) after the caller's change is committed; never throws. */
  publish(event: LiveEvent): Promise<void>;
  /** Called for each event on this instance; returns the unsubscribe. */
  subscribe(listener: LiveListener): () => void;
  /** How many streams this instance holds (the metrics and the bench read it). */
  readonly listeners: number;
  close(): Promise<void>;
}

interface Options {
  db: Database;
  kind: DatabaseKind;
  databaseUrl: string | undefined;
  onError: (error: unknown) => void;
}

/**
 * One LISTEN per process, fanned out in memory to the streams of this process. Publishing is `pg_notify`, so with
 * two replicas on one PostgreSQL both deliver every event. PostgreSQL needs a connection of its own for LISTEN (a
 * pooled one would be handed to other queries); PGlite is one connection and delivers notifications to its own
 * `listen` callback, so both databases take the same path (docs/crm.md 'Live updates').
 */
export async function createLiveBus(options: Options): Promise<LiveBus> {
  const listeners = new Set<LiveListener>();
  const deliver = (payload: string | undefined) => {
    if (!payload) return;
    let event: LiveEvent;
    try {
      event = JSON.parse(payload) as LiveEvent;
    } catch (error) {
      options.onError(error);
      return;
    }
    for (const listener of listeners) listener(event);
  };
  const stop =
    options.kind === 'postgres' && options.databaseUrl
      ? await listenPostgres(options.databaseUrl, deliver, options.onError)
      : await listenPglite(options.db, deliver);

  return {
    async publish(event) {
      try {
        await options.db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(event)})`);
      } catch (error) {
        // A lost notice only means a screen refreshes a little later; the change itself is committed.
        options.onError(error);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get listeners() {
      return listeners.size;
    },
    async close() {
      listeners.clear();
      await stop();
    },
  };
}

async function listenPglite(db: Database, deliver: (payload: string) => void): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client: { listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>> } })
    .$client;
  const unlisten = await client.listen(LIVE_CHANNEL, deliver);
  return async () => {
    await unlisten().catch(() => {});
  };
}

/** A dedicated client that LISTENs, and connects again (every second until it can) when the server ends it. */
async function listenPostgres(databaseUrl: string, deliver: (payload: string | undefined) => void, onError: (error: unknown) => void) {
  const { default: pg } = await import('pg');
  let closed = false;
  let client: InstanceType<typeof pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  const reconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error: unknown) => {
        onError(error);
        reconnect();
      });
    }, 1000);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL) deliver(message.payload);
    });
    // A restart or a network failure ends the connection ('error', then 'end', or only 'end').
    next.on('error', (error) => {
      onError(error);
      next.end().catch(() => {});
    });
    next.on('end', () => {
      if (client === next) reconnect();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    client = next;
  };
  await connect();
  return async () => {
    closed = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
