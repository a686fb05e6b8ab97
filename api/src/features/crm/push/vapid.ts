import webPush from 'web-push';
import type { Database } from '../../../db/client.js';
import { crmPushVapidKeys } from '../../../db/schema/index.js';
import type { PushConfig } from './config.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The key pair the server signs with. Demo mode makes one the first time and keeps it in the database (the first
 * instance's insert wins, every other reads that one): subscriptions stay valid across restarts and replicas.
 */
export async function resolveVapidKeys(db: Database, config: PushConfig): Promise<VapidKeys | null> {
  if (config.vapid === null) return null;
  if (config.vapid !== 'demo') return config.vapid;
  const made = webPush.generateVAPIDKeys();
  await db.insert(crmPushVapidKeys).values({ id: 1, publicKey: made.publicKey, privateKey: made.privateKey }).onConflictDoNothing();
  const [kept] = await db.select().from(crmPushVapidKeys).limit(1);
  return kept ? { publicKey: kept.publicKey, privateKey: kept.privateKey } : null;
}
