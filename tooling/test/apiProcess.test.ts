// `npm start`'s API child: the environment it gets (demo mode unless asked otherwise).
import { strict as assert } from 'node:assert';
import { describe, test } from 'node:test';
import { apiEnvironment } from '../../scripts/lib/apiProcess';

describe('apiEnvironment (npm start)', () => {
  const ports = { port: 8080, apiPort: 8090 };

  test('asks for demo mode explicitly, whatever NODE_ENV says', () => {
    for (const NODE_ENV of [undefined, 'production', 'test']) {
      assert.equal(apiEnvironment({ NODE_ENV }, ports).APP_MODE, 'demo', String(NODE_ENV));
    }
  });

  test('keeps an APP_MODE the operator chose', () => {
    assert.equal(apiEnvironment({ APP_MODE: 'production' }, ports).APP_MODE, 'production');
  });

  test('points the API at loopback, the site origin and the shell origins', () => {
    const env = apiEnvironment({}, ports);
    assert.equal(env.PORT, '8090');
    assert.equal(env.HOST, '127.0.0.1');
    assert.equal(env.PUBLIC_BASE_URL, 'http://localhost:8080');
    assert.equal(env.CORS_ORIGINS, 'http://localhost:8080,http://127.0.0.1:8080');
  });
});
