// Structure test of the metrics deployment (docs/operations.md), like compose.test.ts: Prometheus and
// Grafana in docker-compose.yml, their provisioned files, the alert rules, and that no metrics port is reachable
// through the public gateway. Run: npm run test:infra
import { strict as assert } from 'node:assert';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { parse } from 'yaml';
import { children, findAll, parseNginx } from './nginxConf';

const root = path.resolve(import.meta.dirname, '../..');
const read = (rel: string) => readFileSync(path.join(root, rel), 'utf8');

interface Service {
  image?: string;
  environment?: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  networks?: string[];
  healthcheck?: { test?: string[] };
  depends_on?: Record<string, { condition?: string }>;
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Service>;
  networks: Record<string, unknown>;
};
const services = compose.services;
const service = (name: string) => {
  assert.ok(services[name], `service "${name}" is missing`);
  return services[name];
};
/** `host:container` mounts of a service whose host side is a repository path. */
const mounts = (s: Service) => (s.volumes ?? []).map((v) => v.split(':')).filter(([source]) => source!.startsWith('./'));
const mountOf = (s: Service, target: string) => mounts(s).find(([, t]) => t === target)?.[0];

// The metric names the code defines: every alert and panel must use one of them.
const sources = read('api/src/metrics/apiMetrics.ts') + read('render-service/src/renderMetrics.ts');
const DEFINED = new Set([...sources.matchAll(/name: '([a-z_]+)'|totalCounter\(registry, '([a-z_]+)'/g)].map((m) => m[1] ?? m[2]!));
const metricNames = (expr: string) =>
  [...expr.matchAll(/\b([a-z_]+?)(?:_bucket)?(?=[{[(\s]|$)/g)].map((m) => m[1]!).filter((n) => /_total$|_seconds$|_connections$/.test(n));

const API_METRICS_PORT = '9464';
const RENDER_METRICS_PORT = '9465';

describe('metrics in docker-compose.yml', () => {
  test('both API replicas and the render service listen for metrics on ports of their own, on the monitoring network', () => {
    for (const name of ['api-1', 'api-2']) {
      assert.equal(service(name).environment?.METRICS_PORT, API_METRICS_PORT, name);
      assert.notEqual(service(name).environment?.PORT, API_METRICS_PORT);
      assert.ok(service(name).networks?.includes('monitoring'), `${name} is not on the monitoring network`);
    }
    assert.equal(service('render').environment?.RENDER_METRICS_PORT, RENDER_METRICS_PORT);
    assert.ok(service('render').networks?.includes('monitoring'));
  });

  test('the gateway is not on the monitoring network, and publishes no metrics port', () => {
    const gateway = service('gateway');
    assert.ok(!(gateway.networks ?? ['default']).includes('monitoring'));
    assert.ok(!(gateway.ports ?? []).some((p) => p.includes(API_METRICS_PORT) || p.includes(RENDER_METRICS_PORT)));
  });

  test('the nginx gateway never proxies to a metrics port, and answers 404 to any metrics path it names', () => {
    const template = read('deploy/gateway/default.conf.template');
    const tree = parseNginx(template);
    const targets = [...findAll(tree, 'server'), ...findAll(tree, 'proxy_pass')].flatMap((d) => d.args);
    assert.ok(!targets.some((arg) => arg.includes(`:${API_METRICS_PORT}`) || arg.includes(`:${RENDER_METRICS_PORT}`)), targets.join(' '));
    for (const loc of findAll(tree, 'location').filter((l) => l.args.some((arg) => arg.includes('metrics')))) {
      assert.equal(children(loc, 'proxy_pass').length, 0, `location ${loc.args.join(' ')} proxies`);
      assert.deepEqual(children(loc, 'return')[0]?.args, ['404'], `location ${loc.args.join(' ')} does not answer 404`);
    }
  });

  test('Prometheus and Grafana: pinned images, health checks, published on the loopback only', () => {
    for (const [name, image] of [
      ['prometheus', /^prom\/prometheus:v\d+\.\d+\.\d+$/],
      ['grafana', /^grafana\/grafana:\d+\.\d+\.\d+$/],
    ] as const) {
      const s = service(name);
      assert.match(s.image ?? '', image);
      assert.ok(s.healthcheck?.test && s.healthcheck.test.length > 1, `${name} has no healthcheck`);
      assert.deepEqual(s.networks, ['monitoring']);
      for (const port of s.ports ?? []) assert.match(port, /^127\.0\.0\.1:/, `${name} publishes ${port} beyond the loopback`);
    }
    assert.match(service('grafana').environment?.GF_SECURITY_ADMIN_PASSWORD ?? '', /^\$\{GRAFANA_ADMIN_PASSWORD:\?/);
    assert.match(read('deploy/.env.example'), /^GRAFANA_ADMIN_PASSWORD=/m);
    assert.equal(service('grafana').depends_on?.prometheus?.condition, 'service_healthy');
    for (const s of [service('prometheus'), service('grafana')])
      for (const [source] of mounts(s)) assert.ok(existsSync(path.join(root, source!)), `${source} is missing`);
  });
});

describe('Prometheus configuration', () => {
  const config = parse(read(mountOf(service('prometheus'), '/etc/prometheus/prometheus.yml')!)) as {
    rule_files: string[];
    scrape_configs: { job_name: string; static_configs: { targets: string[] }[] }[];
  };
  const targets = (job: string) => config.scrape_configs.find((c) => c.job_name === job)?.static_configs.flatMap((c) => c.targets) ?? [];

  test('scrapes both API replicas and the render service on their metrics ports', () => {
    assert.deepEqual(targets('api').sort(), [`api-1:${API_METRICS_PORT}`, `api-2:${API_METRICS_PORT}`]);
    assert.deepEqual(targets('render'), [`render:${RENDER_METRICS_PORT}`]);
  });

  test('alerts on 5xx, render fallbacks and SMS failures, with metrics the code defines', () => {
    assert.ok(config.rule_files.includes('/etc/prometheus/alerts.yml'));
    const rulesFile = mountOf(service('prometheus'), '/etc/prometheus/alerts.yml');
    assert.ok(rulesFile);
    const rules = (parse(read(rulesFile)) as { groups: { rules: { alert: string; expr: string; for?: string }[] }[] }).groups.flatMap(
      (g) => g.rules,
    );
    const byMetric = (metric: string) => rules.find((rule) => rule.expr.includes(metric));
    assert.ok(byMetric('http_server_errors_total'), 'no alert on 5xx');
    assert.ok(byMetric('render_failures_total'), 'no alert on render fallbacks');
    assert.match(byMetric('sms_messages_total')?.expr ?? '', /outcome="failed"/, 'no alert on SMS failures');
    for (const rule of rules) {
      assert.ok(rule.for, `${rule.alert} fires on a single scrape`);
      for (const name of metricNames(rule.expr)) assert.ok(DEFINED.has(name), `${rule.alert} uses ${name}, which no code defines`);
    }
  });
});

describe('Grafana provisioning', () => {
  const provisioning = mountOf(service('grafana'), '/etc/grafana/provisioning')!;
  const dashboards = mountOf(service('grafana'), '/var/lib/grafana/dashboards')!;

  test('the Prometheus data source and the dashboard folder are provisioned', () => {
    const datasources = parse(read(path.join(provisioning, 'datasources/prometheus.yml'))) as {
      datasources: { uid: string; url: string }[];
    };
    assert.deepEqual(
      datasources.datasources.map((d) => [d.uid, d.url]),
      [['prometheus', 'http://prometheus:9090']],
    );
    const providers = parse(read(path.join(provisioning, 'dashboards/dashboards.yml'))) as { providers: { options: { path: string } }[] };
    assert.equal(providers.providers[0]!.options.path, '/var/lib/grafana/dashboards');
  });

  test('the dashboard shows every kind of metric the issue asks for, each from a metric the code defines', () => {
    const dashboard = JSON.parse(read(path.join(dashboards, 'kredi-platform.json'))) as {
      uid: string;
      panels: { title: string; targets: { expr: string }[] }[];
    };
    const exprs = dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr));
    for (const metric of [
      'http_requests_total',
      'http_request_duration_seconds',
      'http_server_errors_total',
      'db_pool_connections',
      'render_client_fallbacks_total',
      'render_pages_total',
      'sms_messages_total',
      'sign_in_failures_total',
    ]) {
      assert.ok(DEFINED.has(metric), `${metric} is not defined in the code`);
      assert.ok(
        exprs.some((e) => e.includes(metric)),
        `no panel shows ${metric}`,
      );
    }
    for (const expr of exprs) for (const name of metricNames(expr)) assert.ok(DEFINED.has(name), `${expr} uses ${name}`);
  });
});
