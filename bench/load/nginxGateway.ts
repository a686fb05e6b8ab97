// The production gateway (deploy/gateway/default.conf.template, as docker compose runs it) in front of the bench's API
// processes, in an nginx on this host. Its X-Forwarded-For appends the bench's own: the APIs trust loopback hops
// (their default), so each bench visitor keeps its address and its own per-IP limits, as behind the Node gateway.
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gatewayConfForHost, hostNginxMainConf } from '../../scripts/lib/hostNginx';
import { freePort, onServerCpus } from './processes';

export const hasNginx = spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status === 0;

export interface NginxGateway {
  url: string;
  stop(): Promise<void>;
}

/** nginx with the production gateway config over `apiUrls` (http://127.0.0.1:port each), as many workers as cores. */
export async function startNginxGateway(apiUrls: string[]): Promise<NginxGateway> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kredi-load-nginx-'));
  await mkdir(path.join(dir, 'tmp'));
  const port = await freePort();
  const services = Object.fromEntries(apiUrls.map((url, i) => [`api-${i + 1}:8090`, new URL(url).host]));
  // The template names two replicas: with one API process, both stand for it.
  services['api-2:8090'] ??= services['api-1:8090']!;
  const sites = path.join(dir, 'sites.conf');
  await writeFile(
    sites,
    gatewayConfForHost({
      listen: `127.0.0.1:${port}`,
      services,
      absentService: `unix:${dir}/absent.sock`,
      cacheDir: path.join(dir, 'cache'),
      logDir: path.join(dir, 'log'),
    }),
  );
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(conf, hostNginxMainConf(dir, sites, { workers: 'auto', connections: 4096 }));
  const child = spawn(...onServerCpus('nginx', ['-p', dir, '-c', conf]), { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const until = Date.now() + 10_000;
  while (
    !(await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null || Date.now() > until) throw new Error(`nginx did not start (see ${dir}/error.log)`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
