import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices, chromium } from '@playwright/test';

// Browser tests run the composed, built system (`npm run build:if-needed` runs first) in two profiles:
// single origin (everything behind one port, as `npm start`) and multi origin (each remote on its own port,
// as separate teams deploy them). A third server is reserved for the test that swaps a remote's build.
const repoRoot = path.resolve(__dirname, '..');
const tmp = path.join(__dirname, '.tmp', String(process.env.E2E_PORT_BASE ?? 'default'));

// E2E_PORT_BASE lets two runs share a machine. Ports must avoid the fetch spec's blocked list (4190, 6000, ...).
const portBase = Number(process.env.E2E_PORT_BASE ?? 4310);
export const SERVERS = {
  single: { port: portBase, apiPort: portBase + 1 },
  multi: { port: portBase + 10, apiPort: portBase + 20 },
  deploy: { port: portBase + 30, apiPort: portBase + 31 },
} as const;

/** Playwright's own Chromium where it is installed, otherwise the system's (Debian's /usr/bin/chromium). */
function chromiumPath(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    if (fs.existsSync(chromium.executablePath())) return undefined;
  } catch {
    // no bundled browser
  }
  return fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

function server(name: keyof typeof SERVERS, profile: 'single' | 'multi') {
  const { port, apiPort } = SERVERS[name];
  return {
    command: 'npx tsx scripts/start.ts',
    cwd: repoRoot,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      API_PORT: String(apiPort),
      PROFILE: profile,
      SKIP_BUILD: '1',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // Every spec posts from 127.0.0.1: the per-IP limits are tested in the API suite, not here.
      PUBLIC_FORM_MAX_PER_IP_1H: '1000',
      OTP_MAX_PER_IP_1H: '1000',
      // The CRM's phone notices go to a loopback endpoint in the browser tests (tests/crm/push.spec.ts), never out.
      CRM_PUSH_EXTRA_ENDPOINT_ORIGINS: `http://127.0.0.1:${portBase + 45}`,
      // Pages are server-rendered with their data. On CI three servers and four browsers share two cores: generous
      // limits keep 'server-rendered' deterministic here. The production limits (1 s data, 300 ms render) and the
      // fallback when they pass are tested in tooling/test/serverRender.build.test.ts and tests/ssr/fallback.spec.ts.
      RENDER_DATA_TIMEOUT_MS: '5000',
      RENDER_TIMEOUT_MS: '3000',
      DATA_DIR: path.join(tmp, `db-${name}`),
      REMOTES_FILE: path.join(tmp, `remotes-${name}.json`),
      BUILDS_DIR: path.join(tmp, 'builds'),
      // Each server's own releases folder (npm run deploy -w <remote>): never the checkout's deploy/releases/.
      RELEASES_DIR: squad?.releases ?? path.join(tmp, `releases-${name}`),
      // The deploy server answers one spec, a page at a time: one render worker per remote instead of one per core
      // (each worker costs about 1.6 s of CPU to start, taken from the other servers' tests on CI's two cores).
      ...(name === 'deploy' ? { RENDER_THREADS: '1' } : {}),
    },
  };
}

const executablePath = chromiumPath();

/**
 * A squad's run (`npm test -w <remote>`, scripts/test-remote.ts): one single-origin server on a releases folder that
 * holds the other parts as deployed and this remote's new build, and only this remote's specs (tests/<segment>/).
 */
const squad = process.env.E2E_SQUAD_SEGMENT
  ? { segment: process.env.E2E_SQUAD_SEGMENT, releases: process.env.E2E_SQUAD_RELEASES }
  : undefined;

export default defineConfig({
  testDir: './tests',
  // Playwright empties its output folder when a run starts: a second run on the machine (E2E_PORT_BASE) keeps its own,
  // or it deletes the traces the first is writing.
  outputDir: process.env.E2E_PORT_BASE ? `./test-results-${process.env.E2E_PORT_BASE}` : './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  // The JSON report keeps every test's time: the browser step is the longest of CI's 40 minutes, and the slowest specs
  // are where it is cut (jq '.suites' e2e/.tmp/report.json, or scripts/e2e-slowest.ts).
  reporter: [
    ['list'],
    ['json', { outputFile: path.join(tmp, 'report.json') }],
    ...(process.env.CI ? [['html', { open: 'never', outputFolder: 'playwright-report' }] as const] : []),
  ],
  use: {
    locale: 'tr-TR',
    timezoneId: 'Europe/Istanbul',
    // Recording a trace costs about a sixth of the browser CPU of every test (calculator + crm/crm on 2 cores: 280
    // against 236 s of machine CPU, with or without). CI shows only its log, so there a failing test records its
    // trace on its retry; a local run, with no retries, keeps the trace of each failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
        // Map tiles cannot load on the CI machine and no test may depend on them. Blocking them by name costs nothing;
        // a page.route on every page cost about a sixth of the suite's CPU (calculator + crm/crm: 236 against 196 s).
        '--host-resolver-rules=MAP *.tile.openstreetmap.org ~NOTFOUND',
      ],
    },
  },
  projects: squad
    ? [
        {
          name: 'single',
          use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${SERVERS.single.port}` },
          testDir: `./tests/${squad.segment}`,
        },
      ]
    : [
        {
          name: 'single',
          use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${SERVERS.single.port}` },
          testIgnore: /deploy\/.*/,
        },
        // The multi-origin profile differs in how the remotes arrive (other origins, CORS, the manifest, server builds
        // fetched across origins): it runs the specs about that (platform, ssr) and the real flows the issues ask for in
        // both profiles (admin, CRM, calculator, credit form), but not every flow inside one remote (FLOW_INSIDE_A_REMOTE in
        // support/profiles.ts). What is drawn, worded or laid out the same in both profiles
        // (a11y, keyboard, language, layout, marketing pages) is checked once, in single, and so are the tests inside one
        // remote whose answers are forced in the browser (onlyInSingleProfile in the spec): CI has 40 minutes on 2 cores.
        {
          name: 'multi',
          use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${SERVERS.multi.port}` },
          testIgnore: /(deploy|a11y|keyboard|language|layout|marketing)\/.*/,
        },
        {
          name: 'deploy',
          use: { ...devices['Desktop Chrome'], baseURL: `http://localhost:${SERVERS.deploy.port}` },
          testMatch: /deploy\/.*\.spec\.ts/,
          // Its specs each rewrite the one server's manifest: one at a time.
          workers: 1,
        },
      ],
  webServer: squad ? [server('single', 'single')] : [server('single', 'single'), server('multi', 'multi'), server('deploy', 'single')],
});
