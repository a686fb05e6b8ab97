import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { loadSmsConfig } from '../../src/sms/config.js';
import { createConsoleSmsProvider } from '../../src/sms/consoleProvider.js';
import { createSmsProvider } from '../../src/sms/factory.js';
import { maskPhone } from '../../src/sms/types.js';

describe('console SMS provider', () => {
  it('stores the message in the outbox and logs one line without the message text', async () => {
    const stored: Array<[string, string]> = [];
    const lines: Array<{ fields: Record<string, unknown>; line: string }> = [];
    const provider = createConsoleSmsProvider({
      outbox: async (phone, message) => {
        stored.push([phone, message]);
      },
      log: (fields, line) => lines.push({ fields, line }),
    });
    await provider.send('5321234567', 'Kolay Kredi doğrulama kodunuz: 4821. Kod 10 dakika geçerlidir.');
    assert.deepEqual(stored, [['5321234567', 'Kolay Kredi doğrulama kodunuz: 4821. Kod 10 dakika geçerlidir.']]);
    assert.equal(lines.length, 1);
    const logged = JSON.stringify(lines[0]);
    assert.ok(!logged.includes('4821'), logged);
    assert.ok(!logged.includes('5321234567'), logged);
  });

  it('masks phones for logs', () => {
    assert.equal(maskPhone('5321234567'), '532*****67');
    assert.equal(maskPhone('123'), '***');
  });
});

describe('loadSmsConfig', () => {
  const netgsmEnv = { SMS_PROVIDER: 'netgsm', NETGSM_USERCODE: 'u', NETGSM_PASSWORD: 'p', NETGSM_MSGHEADER: 'H' };

  it('defaults to console in demo mode and netgsm otherwise; console is refused outside demo mode', () => {
    assert.deepEqual(loadSmsConfig({}, true), { provider: 'console' });
    assert.throws(() => loadSmsConfig({}, false), /NETGSM_USERCODE, NETGSM_PASSWORD, NETGSM_MSGHEADER/);
    assert.throws(() => loadSmsConfig({ SMS_PROVIDER: 'console' }, false), /APP_MODE=demo/);
  });

  it('reads the Netgsm settings with defaults', () => {
    const config = loadSmsConfig(netgsmEnv, false);
    assert.deepEqual(config, {
      provider: 'netgsm',
      netgsm: { baseUrl: 'https://api.netgsm.com.tr', usercode: 'u', password: 'p', msgheader: 'H', timeoutMs: 10_000 },
    });
    const custom = loadSmsConfig({ ...netgsmEnv, NETGSM_BASE_URL: 'http://127.0.0.1:9999', NETGSM_TIMEOUT_MS: '2500' }, true);
    assert.equal(custom.provider === 'netgsm' && custom.netgsm.baseUrl, 'http://127.0.0.1:9999');
    assert.equal(custom.provider === 'netgsm' && custom.netgsm.timeoutMs, 2500);
  });

  it('refuses unknown providers and bad settings', () => {
    assert.throws(() => loadSmsConfig({ SMS_PROVIDER: 'twilio' }, true), /SMS_PROVIDER/);
    assert.throws(() => loadSmsConfig({ ...netgsmEnv, NETGSM_TIMEOUT_MS: 'soon' }, true), /NETGSM_TIMEOUT_MS/);
    assert.throws(() => loadSmsConfig({ ...netgsmEnv, NETGSM_BASE_URL: 'ftp://x' }, true), /NETGSM_BASE_URL/);
    assert.throws(() => loadSmsConfig({ SMS_PROVIDER: 'netgsm', NETGSM_USERCODE: 'u' }, true), /NETGSM_PASSWORD/);
  });

  it('builds the named provider', () => {
    const deps = { outbox: async () => {}, log: () => {} };
    assert.equal(createSmsProvider({ provider: 'console' }, deps).name, 'console');
    assert.equal(createSmsProvider(loadSmsConfig(netgsmEnv, true), deps).name, 'netgsm');
  });
});
