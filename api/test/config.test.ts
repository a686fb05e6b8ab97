import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { loadConfig } from '../src/config.js';
import { packageDir, repoRoot } from '../src/paths.js';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    assert.equal(config.port, 8090);
    assert.equal(config.host, '0.0.0.0');
    assert.equal(config.databaseUrl, undefined);
    assert.equal(config.dataDir, join(repoRoot, '.data', 'pglite'));
    assert.deepEqual(config.corsOrigins, []);
    assert.deepEqual(config.trustProxy, ['loopback']);
    // No made-up origin outside the demo: a production start without PUBLIC_BASE_URL is refused (demoMode.test.ts).
    assert.equal(config.publicBaseUrl, '');
    assert.equal(loadConfig({ APP_MODE: 'demo' }).publicBaseUrl, 'http://localhost:8080');
    assert.equal(config.bodyLimit, 64 * 1024);
    assert.equal(config.publicFormMaxPerIpPerHour, 10);
  });

  it('resolves a relative DATA_DIR from the api package, not the working directory', () => {
    assert.equal(loadConfig({ DATA_DIR: 'tmp/db' }).dataDir, join(packageDir, 'tmp', 'db'));
    assert.equal(loadConfig({ DATA_DIR: '/var/lib/kredi' }).dataDir, '/var/lib/kredi');
    assert.equal(loadConfig({ DATA_DIR: 'memory://' }).dataDir, 'memory://');
  });

  it('parses lists, proxies and URLs', () => {
    const config = loadConfig({
      PORT: '9000',
      CORS_ORIGINS: ' https://a.example/ , ,https://b.example ',
      TRUST_PROXY: 'false',
      PUBLIC_BASE_URL: 'https://kredi.example/',
      DATABASE_URL: 'postgres://u:p@h/db',
    });
    assert.equal(config.port, 9000);
    assert.deepEqual(config.corsOrigins, ['https://a.example', 'https://b.example']);
    assert.equal(config.trustProxy, false);
    assert.equal(config.publicBaseUrl, 'https://kredi.example');
    assert.equal(config.databaseUrl, 'postgres://u:p@h/db');
    assert.equal(loadConfig({ TRUST_PROXY: '2' }).trustProxy, 2);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy, ['10.0.0.0/8', '127.0.0.1']);
  });

  it('parses PUBLIC_FORM_MAX_PER_IP_1H and rejects anything but a positive integer', () => {
    assert.equal(loadConfig({ PUBLIC_FORM_MAX_PER_IP_1H: ' 25 ' }).publicFormMaxPerIpPerHour, 25);
    assert.equal(loadConfig({ PUBLIC_FORM_MAX_PER_IP_1H: '' }).publicFormMaxPerIpPerHour, 10);
    for (const raw of ['0', '-1', '2.5', 'ten']) {
      assert.throws(() => loadConfig({ PUBLIC_FORM_MAX_PER_IP_1H: raw }), /PUBLIC_FORM_MAX_PER_IP_1H/);
    }
  });

  it('rejects an invalid port', () => {
    assert.throws(() => loadConfig({ PORT: 'eighty' }), /PORT/);
  });
});
