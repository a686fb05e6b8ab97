// The production gateway's nginx config (deploy/gateway/default.conf.template) rewritten for an nginx on this host,
// without Docker: used by the infra test (tooling/test/gateway.nginx.test.ts) and the load bench's nginx shape.
//
// What differs from the container, and only that: no Docker DNS (`resolver`, `zone` and `resolve` need nginx >= 1.27.3
// and Docker's resolver), an address of this host for each compose service, the listen address and the cache folder.
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export interface HostGatewayOptions {
  /** nginx `listen` argument: `unix:/path/gateway.sock` or `127.0.0.1:8080`. */
  listen: string;
  /** Each compose service the template names (`api-1:8090`, `shell:80`, …) and the address standing in for it here. */
  services: Record<string, string>;
  /** Where a service absent from `services` points (a socket nobody listens on: requests to it fail, nginx starts). */
  absentService: string;
  /** Stands for the container's /var/cache/nginx (the gateway's microcache). */
  cacheDir: string;
  /** Stands for the container's /var/log/nginx (its access and error logs). */
  logDir: string;
  /** The folder holding remotes.json and the releases folder (deploy/ in the repository). */
  deployDir?: string;
  /** Replaces the template's proxy_read_timeout values (seconds): tests find a hanging upstream out sooner. */
  readTimeoutSeconds?: number;
}

export function gatewayConfForHost(options: HostGatewayOptions): string {
  // The image ships /var/cache/nginx and /var/log/nginx; nginx creates only the last folder of a cache path.
  mkdirSync(options.cacheDir, { recursive: true });
  mkdirSync(options.logDir, { recursive: true });
  let conf = readFileSync(path.join(repoRoot, 'deploy/gateway/default.conf.template'), 'utf8')
    .replaceAll('${CSP_REMOTE_ORIGINS}', '')
    .replace(/^resolver .*$/m, '')
    .replace(/^\s*zone \S+ \S+;$/gm, '')
    .replaceAll(' resolve', '')
    .replace('listen 80 default_server;', `listen ${options.listen};`)
    .replaceAll('/var/cache/nginx/', `${options.cacheDir}/`)
    .replaceAll('/var/log/nginx/', `${options.logDir}/`)
    .replaceAll('/usr/share/nginx/deploy', options.deployDir ?? path.join(repoRoot, 'deploy'));
  if (options.readTimeoutSeconds !== undefined)
    conf = conf.replace(/proxy_read_timeout \d+s;/g, `proxy_read_timeout ${options.readTimeoutSeconds}s;`);
  return conf.replace(
    /server ([a-z0-9-]+:\d+)/g,
    (_line, service: string) => `server ${options.services[service] ?? options.absentService}`,
  );
}

/** A main nginx.conf for an unprivileged, foreground nginx whose files all live in `dir`. */
export function hostNginxMainConf(dir: string, include: string, { workers = '1', connections = 128 } = {}): string {
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  return `${user}
daemon off;
worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections ${connections}; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  include ${include};
}
`;
}
