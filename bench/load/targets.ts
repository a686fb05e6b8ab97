// The systems the load bench measures: the API on PGlite (one process, as `npm start` runs it) and on PostgreSQL
// (two processes on one database, as docker compose runs it), each behind `npm start`'s Node gateway and, when nginx
// is installed, behind the production gateway (nginx, as docker compose runs it).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { RowCounts } from './apiServer';
import { hasNginx, startNginxGateway } from './nginxGateway';
import { apiEnv, startServer, type Server } from './processes';

export interface Target {
  name: string;
  /** Where autocannon sends its traffic: the Node gateway. */
  url: string;
  /** The production gateway (nginx) over the same processes, when nginx is installed. */
  nginxUrl?: string;
  /** The first API process itself, to measure it without the gateway hop. */
  apiUrl: string;
  /** Rows in the tables the bench writes to (asked of the first API process). */
  rows(): Promise<RowCounts>;
  close(): Promise<void>;
}

const API_ENTRY = 'bench/load/apiServer.ts';
const GATEWAY_ENTRY = 'bench/load/gatewayServer.ts';

async function behindGateway(name: string, apis: Server[], cleanup: () => Promise<void>): Promise<Target> {
  const gateway = await startServer('gateway', GATEWAY_ENTRY, { API_URLS: apis.map((api) => api.url).join(',') }, '/api/health');
  const nginx = hasNginx ? await startNginxGateway(apis.map((api) => api.url)) : undefined;
  return {
    name,
    url: gateway.url,
    nginxUrl: nginx?.url,
    apiUrl: apis[0]!.url,
    rows: async () => (await (await fetch(`${apis[0]!.url}/bench/rows`)).json()) as RowCounts,
    async close() {
      await gateway.stop();
      await nginx?.stop();
      await Promise.all(apis.map((api) => api.stop()));
      await cleanup();
    },
  };
}

/** PGlite in a fresh directory, one API process. */
export async function pgliteTarget(): Promise<Target> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kredi-load-'));
  const api = await startServer('api (PGlite)', API_ENTRY, apiEnv({ DATA_DIR: dataDir }), '/api/health');
  return behindGateway('PGlite, 1 API process', [api], () => rm(dataDir, { recursive: true, force: true }));
}

/** A fresh database on the PostgreSQL server of `adminUrl`, two API processes, the gateway over both. */
export async function postgresTarget(adminUrl: string): Promise<Target> {
  const name = `kredi_load_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const env = apiEnv({ DATABASE_URL: url.toString() });
  // One after the other: the first migrates and seeds.
  const first = await startServer('api-1 (PostgreSQL)', API_ENTRY, env, '/api/health');
  const second = await startServer('api-2 (PostgreSQL)', API_ENTRY, env, '/api/health');
  return behindGateway('PostgreSQL, 2 API processes', [first, second], async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists "${name}" with (force)`);
    await dropper.end();
  });
}
