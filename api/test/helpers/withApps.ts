import { after, before, describe } from 'node:test';
import type { LogDestination } from '../../src/logger.js';
import { buildApp, type App } from '../../src/app.js';
import { loadConfig, type AppConfig } from '../../src/config.js';
import type { Database, DatabaseKind } from '../../src/db/client.js';
import { createTestDatabase, databaseKinds, type TestDatabase, type TestDatabaseOptions } from './testDatabase.js';

export const ALLOWED_ORIGIN = 'https://site.example';
export const PUBLIC_BASE_URL = 'https://kredi.example';

/** Config every test app starts from: demo mode (codes readable in the outbox), quiet logs, a known CORS origin and site URL. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ APP_MODE: 'demo' }),
    logLevel: 'silent',
    nodeEnv: 'test',
    corsOrigins: [ALLOWED_ORIGIN],
    publicBaseUrl: PUBLIC_BASE_URL,
    // The CRM demo seed (staff, leads, requests) would change what other suites count; CRM tests turn it on.
    crmDemoMode: false,
    ...overrides,
  };
}

/** Builds an app on a test database; extra routes may be added before it is ready. */
export async function startApp(
  database: TestDatabase,
  options: { config?: Partial<AppConfig>; configure?: (app: App) => void; logStream?: LogDestination } = {},
): Promise<App> {
  const app = buildApp(testConfig({ ...database.config, ...options.config }), { logStream: options.logStream });
  options.configure?.(app);
  await app.ready();
  return app;
}

export interface AppContext {
  readonly kind: DatabaseKind;
  readonly app: App;
  readonly db: Database;
}

export interface WithAppsOptions extends TestDatabaseOptions {
  config?: Partial<AppConfig>;
  /** Runs before the app is ready, e.g. to register a test-only route. */
  configure?: (app: App) => void;
}

/**
 * Declares the suite once per database kind (PGlite, plus PostgreSQL when
 * TEST_DATABASE_URL is set). Each kind gets a fresh database and app for the
 * whole suite; read them from the context inside the tests.
 */
export function withApps(name: string, options: WithAppsOptions, defineTests: (context: AppContext) => void): void {
  for (const kind of databaseKinds()) {
    describe(`${name} [${kind}]`, () => {
      let database: TestDatabase | undefined;
      let app: App | undefined;
      const context: AppContext = {
        kind,
        get app() {
          if (!app) throw new Error('app is not started yet');
          return app;
        },
        get db() {
          return context.app.db;
        },
      };

      before(async () => {
        database = await createTestDatabase(kind, options);
        app = await startApp(database, options);
      });

      after(async () => {
        await app?.close();
        await database?.drop();
      });

      defineTests(context);
    });
  }
}
