// The API's import zones (api/README.md, 'Who may import whom') are enforced by ESLint; these tests prove the rule
// refuses a feature reaching into another feature or a shared layer reaching a feature, and that the tree keeps to it.
import { strict as assert } from 'node:assert';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
const ZONE_RULE = 'import-x/no-restricted-paths';
const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === ZONE_RULE });

async function zoneProblems(file: string, source: string): Promise<string[]> {
  const code = `import * as imported from '${source}';\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

/** Each import in `cases` ([file, source]) is refused by the zone rule with a message that says `reason`. */
async function assertRefused(cases: [string, string][], reason: string): Promise<void> {
  for (const [file, source] of cases) {
    const found = await zoneProblems(file, source);
    assert.ok(
      found.some((p) => p.startsWith(`${ZONE_RULE}:`) && p.includes(reason)),
      `${file} -> ${source}: ${found.join('\n') || 'no problem reported'}`,
    );
  }
}

describe('API import zones', () => {
  test("a feature may not import another feature's repository, routes or schemas", async () => {
    await assertRefused(
      [
        ['api/src/features/admin/staff/extra.ts', '../../crm/auth/repository.js'],
        ['api/src/features/admin/extra.ts', '../calculator/repository.js'],
        ['api/src/features/blog/extra.ts', '../admin/formulas/schemas.js'],
        ['api/src/features/users/extra.ts', '../crm/live/plugin.js'],
        ['api/src/features/retention/extra.ts', '../crm/kvkk/repository.js'],
      ],
      'An API feature reaches another feature only through its public.ts',
    );
  });

  test("a feature may import another feature's public.ts, its own files and the shared layers", async () => {
    for (const [file, source] of [
      ['api/src/features/users/extra.ts', '../crm/public.js'],
      ['api/src/features/admin/staff/extra.ts', '../../blog/public.js'],
      ['api/src/features/crm/owner/extra.ts', '../auth/repository.js'],
      ['api/src/features/admin/staff/extra.ts', '../../../staff/sessions.js'],
      ['api/src/features/blog/extra.ts', '../../http/schemas.js'],
      ['api/src/features/blog/extra.ts', '../../db/schema/index.js'],
    ] as [string, string][]) {
      assert.deepEqual(await zoneProblems(file, source), [], `${file} -> ${source}`);
    }
  });

  test('a shared layer may not import a feature, a plugin or the app', async () => {
    await assertRefused(
      [
        ['api/src/http/extra.ts', '../features/blog/public.js'],
        ['api/src/staff/extra.ts', '../features/admin/schemas.js'],
        ['api/src/staff/secondFactor/extra.ts', '../../features/admin/auth/repository.js'],
        ['api/src/db/extra.ts', '../features/crm/public.js'],
        ['api/src/db/schema/extra.ts', '../../app.js'],
        ['api/src/metrics/extra.ts', '../plugins/db.js'],
        ['api/src/sms/extra.ts', '../features/users/public.js'],
      ],
      'A shared layer of the API must not import',
    );
  });

  test('the API keeps to its zones today', async () => {
    const results = await eslint.lintFiles(['api/src/**/*.ts']);
    assert.ok(results.length > 100, `only ${results.length} files linted`);
    const found = results.flatMap((r) => r.messages.map((m) => `${path.relative(root, r.filePath)}:${m.line} ${m.message}`));
    assert.deepEqual(found, []);
  });
});
