import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as birthDate from './birthDate';
import * as creditFormOptions from './creditFormOptions';
import * as names from './names';
import * as phone from './phone';
import * as profanity from './profanity';
import * as smsCode from './smsCode';
import * as tcKimlik from './tcKimlik';

// The API loads '@kredi/shared/rules' through tsx as CommonJS, where names behind `export *`
// are invisible to Node's ESM loader: every runtime export of the credit-form rules must be
// re-exported by name in index.ts.
describe('rules/index.ts', () => {
  const source = readFileSync(join(__dirname, 'index.ts'), 'utf8');
  const named = new Set(
    [...source.matchAll(/export\s*\{([^}]*)\}\s*from/g)].flatMap((m) =>
      m[1]
        .split(',')
        .map((s) => s.trim().replace(/^type\s+/, ''))
        .filter(Boolean),
    ),
  );

  it.each(Object.entries({ birthDate, creditFormOptions, names, phone, profanity, smsCode, tcKimlik }))(
    '%s is re-exported by name',
    (_file, mod) => {
      const missing = Object.keys(mod).filter((key) => key !== '__esModule' && !named.has(key));
      expect(missing).toEqual([]);
    },
  );
});
