import assert from 'node:assert/strict';
import { it } from 'node:test';
import { REMOTE_LABELS_MAX, createApiMetrics } from '../src/metrics/apiMetrics.js';
import { metricsListenerConfig, startMetricsListener } from '../src/metrics/listener.js';
import { SmsSendError } from '../src/sms/types.js';
import { DEMO_CONFIG } from './admin/helpers.js';
import { STAFF_PHONE, addStaff, latestStaffCode, sendCode, verifyCode } from './crm/helpers.js';
import { withApps } from './helpers/withApps.js';

/** One sample's value from the Prometheus text, or undefined. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && wanted.every((w) => l.includes(w)));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

withApps('Prometheus metrics of the API', { config: DEMO_CONFIG }, (ctx) => {
  const scrape = () => ctx.app.metrics.registry.metrics();

  it('are never answered on the public port: /metrics and /api/metrics are 404 there', async () => {
    for (const url of ['/metrics', '/api/metrics', '/api/metrics/']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      assert.equal(response.statusCode, 404, url);
      assert.doesNotMatch(response.body, /http_requests_total/);
    }
  });

  it('count requests by route pattern (not URL), method and status, with their latency; unknown URLs share one label', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/blog-api/yazilar/olmayan-yazi-12345/' });
    await ctx.app.inject({ method: 'GET', url: '/api/health' });
    await ctx.app.inject({ method: 'GET', url: '/bir/tarama/denemesi' });
    const text = await scrape();
    assert.ok((sample(text, 'http_requests_total', { route: '/api/health', method: 'GET', status_code: '200' }) ?? 0) >= 1);
    assert.ok((sample(text, 'http_request_duration_seconds_count', { route: '/api/health' }) ?? 0) >= 1);
    assert.ok((sample(text, 'http_requests_total', { route: 'unmatched', status_code: '404' }) ?? 0) >= 1);
    assert.doesNotMatch(text, /olmayan-yazi-12345|tarama/);
  });

  it('count refused sign-ins by area, and one-time-code SMS sent', async () => {
    const before = await scrape();
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/auth/login/',
      payload: { username: 'admin', password: 'yanlis-parola-1' },
    });
    assert.equal(refused.statusCode, 401);
    await addStaff(ctx.db);
    assert.equal((await sendCode(ctx.app, STAFF_PHONE)).statusCode, 200);
    assert.ok(await latestStaffCode(ctx.app));
    assert.equal((await verifyCode(ctx.app, STAFF_PHONE, '000000')).statusCode, 400);
    const after = await scrape();
    const delta = (name: string, labels: Record<string, string>) =>
      (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    assert.equal(delta('sign_in_failures_total', { area: 'admin' }), 1);
    assert.equal(delta('sign_in_failures_total', { area: 'crm' }), 1);
    assert.equal(delta('sms_messages_total', { provider: 'console', outcome: 'sent' }), 1);
    assert.doesNotMatch(after, new RegExp(STAFF_PHONE.slice(1)));
  });

  it("count remotes that could not run in a visitor's browser by remote and reason; a bad beacon is a Turkish 400", async () => {
    const beacon = (payload: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/olcum/uzak-modul/',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify(payload),
      });
    const before = await scrape();
    assert.equal((await beacon({ uzak: 'mf_marketing', neden: 'chunk-load-failed' })).statusCode, 204);
    assert.equal((await beacon({ uzak: 'mf_marketing', neden: 'chunk-load-failed' })).statusCode, 204);
    assert.equal((await beacon({ uzak: 'mf_admin', neden: 'kernel-refused' })).statusCode, 204);
    const refused = await beacon({ uzak: 'mf_admin', neden: 'baska-bir-neden' });
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json<{ message: string }>().message, /[çğıöşüÇĞİÖŞÜ]|geçersiz|hatalı/i);
    assert.equal((await beacon({ uzak: '../etc', neden: 'load-failed' })).statusCode, 400);
    const after = await scrape();
    const delta = (labels: Record<string, string>) =>
      (sample(after, 'remote_failures_total', labels) ?? 0) - (sample(before, 'remote_failures_total', labels) ?? 0);
    assert.equal(delta({ remote: 'mf_marketing', reason: 'chunk-load-failed' }), 2);
    assert.equal(delta({ remote: 'mf_admin', reason: 'kernel-refused' }), 1);
    assert.doesNotMatch(after, /etc|baska-bir-neden/);
  });

  it('show the PostgreSQL pool (PGlite has none)', async () => {
    await ctx.app.inject({ method: 'GET', url: '/api/kredi/kredi-turleri/' });
    const total = sample(await scrape(), 'db_pool_connections', { state: 'total' });
    if (ctx.kind === 'postgres') assert.ok(total !== undefined && total >= 1);
    else assert.equal(total, undefined);
  });
});

it('remote failure labels stay few: names past the first ones are counted together', () => {
  const metrics = createApiMetrics();
  for (let i = 0; i < REMOTE_LABELS_MAX + 5; i += 1) metrics.remoteFailed(`mf_${i}`, 'load-failed');
  return metrics.registry.metrics().then((text) => {
    assert.equal(sample(text, 'remote_failures_total', { remote: 'diger' }), 5);
    assert.equal(sample(text, 'remote_failures_total', { remote: 'mf_0' }), 1);
  });
});

it('SMS failures are counted by kind, and the error still reaches the caller', async () => {
  const metrics = createApiMetrics();
  const failing = metrics.countSms({ name: 'netgsm', send: () => Promise.reject(new SmsSendError('timeout', 'no answer')) });
  await assert.rejects(failing.send('5321112233', 'kod'), SmsSendError);
  assert.equal(sample(await metrics.registry.metrics(), 'sms_messages_total', { outcome: 'failed', kind: 'timeout' }), 1);
});

it('the metrics listener: loopback unless told, GET /metrics only, off without METRICS_PORT', async () => {
  assert.equal(metricsListenerConfig({}), undefined);
  assert.deepEqual(metricsListenerConfig({ METRICS_PORT: '9464' }), { port: 9464, host: '127.0.0.1' });
  assert.throws(() => metricsListenerConfig({ METRICS_PORT: 'x' }), /METRICS_PORT/);
  const metrics = createApiMetrics();
  metrics.observeRequest('/api/health', 'GET', 200, 0.01);
  const { server, address } = await startMetricsListener(metrics.registry, { port: 0, host: '127.0.0.1' });
  try {
    assert.equal(address.address, '127.0.0.1');
    const ok = await fetch(`http://127.0.0.1:${address.port}/metrics`);
    assert.equal(ok.status, 200);
    assert.match(ok.headers.get('content-type') ?? '', /^text\/plain/);
    assert.match(await ok.text(), /http_requests_total\{route="\/api\/health",method="GET",status_code="200"\} 1/);
    assert.equal((await fetch(`http://127.0.0.1:${address.port}/`)).status, 404);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
