import { isAbsolute, resolve } from 'node:path';
import { MAX_REQUEST_BODY_BYTES } from '@kredi/contracts/common';
import { DEFAULT_DATA_DIR_LOCK_WAIT_MS } from './db/dataDirLock.js';
import { defaultDataDir, packageDir } from './paths.js';

export type TrustProxy = boolean | number | string[];

export interface AppConfig {
  port: number;
  host: string;
  nodeEnv: string;
  /**
   * The product runs as a demo (APP_MODE=demo, set by `npm start` and the browser tests): development
   * secrets, the SMS outbox, demo hints and demo credentials exist only then. Anything else is production:
   * start-up refuses to run without real secrets. The one switch every feature reads.
   */
  demoMode: boolean;
  /** Swagger UI and the OpenAPI document at /api/docs (API_DOCS; on in demo mode, off otherwise). */
  apiDocs: boolean;
  logLevel: string;
  /** Real PostgreSQL when set; otherwise PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** PGlite data directory, or 'memory://' for a throw-away database. */
  dataDir: string;
  /**
   * A PGlite dump (`dumpDataDir`) that a 'memory://' database starts from instead of an empty cluster. Never read from
   * the environment: the API tests start each in-memory database from the migrated schema (initdb and 19 migrations
   * cost about 7 s a database on this machine, loading the dump about 1 s).
   */
  pgliteStartFrom?: Blob;
  /** How long a start waits for a PGlite directory another process holds, then refuses (DATA_DIR_LOCK_WAIT_MS, 20 s). */
  dataDirLockWaitMs: number;
  /** Where `npm run backup` keeps the PGlite snapshots (BACKUP_DIR; `<dataDir>-backups` unless set: db/backup/paths.ts). */
  backupDir?: string | undefined;
  /** How many PGlite snapshots `npm run backup` keeps, the newest (BACKUP_KEEP, 14). */
  backupKeep?: number;
  /**
   * The erasure journal, re-applied at start-up (ERASURE_JOURNAL; in the backup folder for an on-disk PGlite unless
   * set; none otherwise): it must live outside the database a restore replaces (docs/operations.md, "Backups").
   */
  erasureJournal?: string | undefined;
  corsOrigins: string[];
  trustProxy: TrustProxy;
  /**
   * Origin of the public site, used for absolute URLs in sitemap.xml and robots.txt (PUBLIC_BASE_URL). Demo mode
   * defaults to http://localhost:8080; a production start refuses to run without a public one (seo/publicOrigin.ts).
   */
  publicBaseUrl: string;
  /** Insert the demo blog content and bank offers when their tables are empty. */
  seedDemoData: boolean;
  /** CRM demo staff, leads and the sign-in hint: only in demo mode, and there on unless CRM_DEMO_MODE=false. */
  crmDemoMode: boolean;
  /** Callback / contact requests one client IP may store per form in an hour (PUBLIC_FORM_MAX_PER_IP_1H, 10). */
  publicFormMaxPerIpPerHour: number;
  bodyLimit: number;
}

type Env = Record<string, string | undefined>;

function parsePort(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer between 0 and 65535, got "${raw}"`);
  }
  return port;
}

export function parsePositiveInt(name: string, raw: string | undefined, fallback: number, max: number): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw.trim());
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw new Error(`${name} must be an integer between 1 and ${max}, got "${raw}"`);
  }
  return value;
}

function parseBoolean(raw: string | undefined, fallback: boolean): boolean {
  if (raw === undefined || raw.trim() === '') return fallback;
  return !['false', '0', 'no', 'off'].includes(raw.trim().toLowerCase());
}

/** APP_MODE: 'demo' or 'production' (the default). Any other word stops start-up rather than guess a mode. */
function parseDemoMode(raw: string | undefined): boolean {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'production') return false;
  if (value === 'demo') return true;
  throw new Error(`APP_MODE must be "demo" or "production", got "${raw}"`);
}

/**
 * Proxies trusted by default: loopback only (`npm start`'s gateway). Trusting everyone would let a client
 * that reaches the API directly name its own IP in X-Forwarded-For and dodge every per-IP limit.
 */
export const DEFAULT_TRUST_PROXY: TrustProxy = ['loopback'];

/** "true"/"false", a hop count ("1"), or a comma list of trusted proxy addresses/CIDRs ('loopback' by default). */
function parseTrustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined || raw.trim() === '') return DEFAULT_TRUST_PROXY;
  const value = raw.trim().toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return splitList(raw);
}

function splitList(raw: string | undefined): string[] {
  return (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function resolveDataDir(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') return defaultDataDir;
  const value = raw.trim();
  if (value.includes('://')) return value; // memory:// and other PGlite URLs
  // Relative paths are taken from the api package, so the server behaves the
  // same whether it is started from the repo root or from api/.
  return isAbsolute(value) ? value : resolve(packageDir, value);
}

export function loadConfig(env: Env = process.env): AppConfig {
  const demoMode = parseDemoMode(env.APP_MODE);
  return {
    port: parsePort(env.PORT, 8090),
    host: env.HOST?.trim() || '0.0.0.0',
    nodeEnv: env.NODE_ENV?.trim() || 'development',
    demoMode,
    apiDocs: parseBoolean(env.API_DOCS, demoMode),
    logLevel: env.LOG_LEVEL?.trim() || 'info',
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    dataDir: resolveDataDir(env.DATA_DIR),
    dataDirLockWaitMs: parsePositiveInt('DATA_DIR_LOCK_WAIT_MS', env.DATA_DIR_LOCK_WAIT_MS, DEFAULT_DATA_DIR_LOCK_WAIT_MS, 10 * 60_000),
    backupDir: env.BACKUP_DIR?.trim() ? resolveDataDir(env.BACKUP_DIR) : undefined,
    backupKeep: parsePositiveInt('BACKUP_KEEP', env.BACKUP_KEEP, 14, 10_000),
    erasureJournal: env.ERASURE_JOURNAL?.trim() ? resolveDataDir(env.ERASURE_JOURNAL) : undefined,
    corsOrigins: splitList(env.CORS_ORIGINS).map((origin) => origin.replace(/\/+$/, '')),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicBaseUrl: (env.PUBLIC_BASE_URL?.trim() || (demoMode ? 'http://localhost:8080' : '')).replace(/\/+$/, ''),
    seedDemoData: parseBoolean(env.SEED_DEMO_DATA, true),
    crmDemoMode: demoMode && parseBoolean(env.CRM_DEMO_MODE, true),
    publicFormMaxPerIpPerHour: parsePositiveInt('PUBLIC_FORM_MAX_PER_IP_1H', env.PUBLIC_FORM_MAX_PER_IP_1H, 10, 100_000),
    bodyLimit: MAX_REQUEST_BODY_BYTES,
  };
}
