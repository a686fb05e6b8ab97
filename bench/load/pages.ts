// Page throughput (bench/README.md "Page throughput"): public page views through each gateway as a
// share of a static file's rate through the same gateway in the same run, and p99 at a fixed 200 page views/s. The
// system is `npm start` (API on PGlite, render service, Node gateway, page cache) and, when nginx is installed, the
// production gateway (deploy/gateway/default.conf.template) in front of the same render service and API, with the
// shell's files from an nginx static server as in compose. Needs the built system (npm run build).
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm, stat, writeFile, mkdir } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Request } from 'autocannon';
import { gatewayConfForHost, hostNginxMainConf } from '../../scripts/lib/hostNginx';
import { cpuWindow } from './cpuBusy';
import { hasNginx } from './nginxGateway';
import { freePort, onServerCpus, pinClient, repoRoot } from './processes';

const SECONDS = Number(process.env.BENCH_PHASE_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const RATE = 200;
const BROWSER = { 'accept-encoding': 'br, gzip', accept: 'text/html' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(url: string, ok: (res: Response) => boolean, ms = 240_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await fetch(url).then(ok, () => false)) return;
    await sleep(300);
  }
  throw new Error(`${url} did not become ready`);
}

/** npm start on free ports, with its own database. */
async function startSystem() {
  const [port, apiPort, renderPort, metricsPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kredi-pages-'));
  const child = spawn(...onServerCpus(process.execPath, ['--import', 'tsx', 'scripts/start.ts']), {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(apiPort),
      RENDER_PORT: String(renderPort),
      GATEWAY_METRICS_PORT: String(metricsPort),
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  await until(`${url}/kredi-hesaplama`, (res) => res.headers.get('x-render') === 'server');
  return {
    url,
    /** The gateway's loopback metrics listener: the render counters at /__composer/metrics. */
    metricsUrl: `http://127.0.0.1:${metricsPort}`,
    apiUrl: `127.0.0.1:${apiPort}`,
    renderUrl: `127.0.0.1:${renderPort}`,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The production gateway over the same processes; the shell's files from an nginx static server (as compose). */
async function startNginx(system: { apiUrl: string; renderUrl: string }) {
  const dir = await mkdtemp(path.join(tmpdir(), 'kredi-pages-nginx-'));
  await mkdir(path.join(dir, 'tmp'));
  const [port, shellPort] = [await freePort(), await freePort()];
  const gateway = gatewayConfForHost({
    listen: `127.0.0.1:${port}`,
    services: {
      'api-1:8090': system.apiUrl,
      'api-2:8090': system.apiUrl,
      'render:3000': system.renderUrl,
      'shell:80': `127.0.0.1:${shellPort}`,
    },
    absentService: `unix:${dir}/absent.sock`,
    cacheDir: path.join(dir, 'cache'),
    logDir: path.join(dir, 'log'),
  });
  const shell = `server { listen 127.0.0.1:${shellPort}; root ${path.join(repoRoot, 'shell/dist')}; sendfile on; tcp_nopush on; gzip on;
    gzip_types application/javascript text/css; open_file_cache max=1000; keepalive_requests 10000; location / { try_files $uri =404; } }`;
  const sites = path.join(dir, 'sites.conf');
  await writeFile(sites, `${gateway}\n${shell}\n`);
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(conf, hostNginxMainConf(dir, sites, { workers: 'auto', connections: 4096 }));
  const child = spawn(...onServerCpus('nginx', ['-p', dir, '-c', conf]), { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await until(`${url}/healthz`, (res) => res.ok, 10_000);
  return {
    url,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** A hashed chunk of the shell about as big as a page (what the issue compared a page with). */
async function staticChunk(pageBytes: number): Promise<{ path: string; bytes: number }> {
  const dir = path.join(repoRoot, 'shell/dist/chunks');
  const files = await Promise.all(
    (await readdir(dir))
      .filter((f) => f.endsWith('.js'))
      .map(async (f) => ({ path: `/chunks/${f}`, bytes: (await stat(path.join(dir, f))).size })),
  );
  return files.sort((a, b) => Math.abs(a.bytes - pageBytes) - Math.abs(b.bytes - pageBytes))[0]!;
}

interface Run {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  clientRenders: number;
  cpuBusy: number[];
  load: number;
}

async function run(url: string, paths: string[], options: { rate?: number } = {}): Promise<Run> {
  let clientRenders = 0;
  const requests: Request[] = paths.map((p) => ({
    method: 'GET',
    path: p,
    headers: BROWSER,
    onResponse: (_status: number, _body: string, _context: Record<string, unknown>, headers: Record<string, string>) => {
      if (headers['x-render'] === 'client' || headers['X-Render'] === 'client') clientRenders++;
    },
  }));
  const cpu = cpuWindow();
  const result = await autocannon({
    url,
    connections: options.rate ? 20 : CONNECTIONS,
    duration: SECONDS,
    requests,
    ...(options.rate ? { overallRate: options.rate, ignoreCoordinatedOmission: true } : {}),
  });
  return {
    reqPerSec: Math.round(result.requests.total / result.duration),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    clientRenders,
    cpuBusy: cpu(),
    load: Math.round(loadavg()[0]! * 10) / 10,
  };
}

const line = (name: string, r: Run) =>
  `  ${name.padEnd(30)} ${String(r.reqPerSec).padStart(6)} req/s  p50 ${r.p50Ms} ms  p99 ${r.p99Ms} ms  errors ${r.errors}  client renders ${r.clientRenders}  (load ${r.load}, CPUs ${r.cpuBusy.join('/')} %)`;

async function main() {
  const placement = pinClient();
  console.log(`page bench: ${CONNECTIONS} connections, ${SECONDS} s per run, ${ROUNDS} rounds; ${cpus().length} CPUs, ${placement}`);
  const system = await startSystem();
  const nginx = hasNginx ? await startNginx(system) : undefined;
  try {
    const posts = (await (await fetch(`${system.url}/api/blog-api/posts/?page=1&page_size=1`)).json()) as {
      results: Array<{ slug: string }>;
    };
    const pages = ['/', '/blog', `/blog/${posts.results[0]!.slug}`, '/kredi-hesaplama'];
    // The page's size as the visitors get it: a server render (the render service's pools may still be starting).
    await until(`${system.url}/`, (res) => res.headers.get('x-render') === 'server', 60_000);
    const home = await (await fetch(`${system.url}/`)).text();
    const chunk = await staticChunk(home.length);
    console.log(`pages ${pages.join(', ')}; home ${home.length} bytes; static file ${chunk.path} (${chunk.bytes} bytes)`);
    const gateways = [['Node gateway', system.url], ...(nginx ? [['nginx gateway', nginx.url]] : [])] as const;
    const out: Record<string, Run[]> = {};
    for (const [name, url] of gateways) {
      await run(url, [chunk.path, ...pages]); // warm-up: JIT, caches
      for (let round = 1; round <= ROUNDS; round++) {
        const file = await run(url, [chunk.path]);
        const views = await run(url, pages);
        console.log(`${name}, round ${round}: pages ${((100 * views.reqPerSec) / file.reqPerSec).toFixed(1)} % of the static file`);
        console.log(line('static file', file));
        console.log(line('page views', views));
        (out[`${name} static`] ??= []).push(file);
        (out[`${name} pages`] ??= []).push(views);
      }
      const atRate = await run(url, pages, { rate: RATE });
      console.log(line(`page views at ${RATE}/s`, atRate));
      out[`${name} pages at ${RATE}/s`] = [atRate];
    }
    const metrics = await (await fetch(`${system.metricsUrl}/__composer/metrics`)).json();
    console.log(`render service and page cache counters (Node gateway): ${JSON.stringify(metrics)}`);
    await mkdir(path.join(repoRoot, 'bench/results'), { recursive: true });
    await writeFile(
      path.join(repoRoot, 'bench/results/pages-load.json'),
      `${JSON.stringify({ at: new Date().toISOString(), chunk, pages, out, metrics }, null, 2)}\n`,
    );
  } finally {
    await nginx?.stop();
    await system.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
