// The architecture's import boundaries are enforced by ESLint and the API's tsconfig; these tests prove the checks
// fail on deliberate violations (docs/architecture.md, 'Who may import whom').
import { strict as assert } from 'node:assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { ESLint } from 'eslint';
import * as prettier from 'prettier';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import boundaries', () => {
  test('a remote may not import another remote, by path or by package name', async () => {
    const byPath = await problems(
      'mf-crm/src/app/extra.ts',
      "import { routes } from '../../../mf-admin/src/app/routes';\nexport const r = routes;\n",
    );
    assert.ok(
      byPath.some((p) => /^(import-x\/no-restricted-paths|no-restricted-imports):/.test(p)),
      byPath.join('\n'),
    );
    const byName = await problems(
      'mf-crm/src/app/extra.ts',
      "import { routes } from 'mf-admin/src/app/routes';\nexport const r = routes;\n",
    );
    assert.ok(
      byName.some((p) => p.startsWith('no-restricted-imports')),
      byName.join('\n'),
    );
  });

  test('a browser package reaches the kernel only through its entry point', async () => {
    const deep = await problems(
      'mf-marketing/src/lib/extra.ts',
      "import { sessionSlice } from '@kredi/kernel/session/sessionSlice';\nexport const s = sessionSlice;\n",
    );
    assert.ok(
      deep.some((p) => p.startsWith('no-restricted-imports')),
      deep.join('\n'),
    );
    const testingInPage = await problems(
      'mf-marketing/src/lib/extra.ts',
      "import { renderWithProviders } from '@kredi/kernel/testing';\nexport const r = renderWithProviders;\n",
    );
    assert.ok(
      testingInPage.some((p) => p.startsWith('no-restricted-syntax')),
      testingInPage.join('\n'),
    );
    assert.deepEqual(
      await problems('mf-marketing/src/lib/extra.ts', "import { baseApi } from '@kredi/kernel';\nexport const b = baseApi;\n"),
      [],
    );
  });

  test('tests of the shell, the kernel and the remotes fake the API only through the mock server, and no page imports it', async () => {
    for (const code of [
      'global.fetch = jest.fn();\n',
      "globalThis.fetch = async () => new Response('{}');\n",
      "jest.spyOn(globalThis, 'fetch');\n",
    ]) {
      for (const file of ['mf-crm/src/features/extra.test.tsx', 'shell/src/app/extra.test.tsx', 'shared/kernel/src/api/extra.test.ts']) {
        const found = await problems(file, code);
        assert.ok(
          found.some((p) => p.startsWith('no-restricted-syntax')),
          `${file} ${code}: ${found.join('\n')}`,
        );
      }
    }
    for (const source of ['msw', 'msw/node', '@kredi/contracts/testing']) {
      const found = await problems('mf-admin/src/features/extra.ts', `import * as x from '${source}';\nexport const y = x;\n`);
      assert.ok(
        found.some((p) => p.startsWith('no-restricted-syntax')),
        `${source}: ${found.join('\n')}`,
      );
    }
    assert.deepEqual(
      await problems('mf-crm/src/features/extra.test.tsx', "import { mockApi } from '@kredi/contracts/testing';\nmockApi({});\n"),
      [],
    );
  });

  test('MUI is imported per component, never through a barrel, in every browser package and in tests', async () => {
    for (const file of [
      'shell/src/index.ts',
      'shared/kernel/src/store/hooks.ts',
      'mf-crm/src/features/extra.tsx',
      'mf-admin/src/extra.test.tsx',
    ]) {
      for (const source of ['@mui/material', '@mui/icons-material', '@mui/system']) {
        const found = await problems(file, `import { Box } from '${source}';\nexport const b = Box;\n`);
        assert.ok(
          found.some((p) => p.startsWith('@typescript-eslint/no-restricted-imports')),
          `${file} ${source}: ${found.join('\n')}`,
        );
      }
    }
    const typeOnly = await problems(
      'mf-crm/src/features/extra.tsx',
      "import type { SxProps } from '@mui/material';\nexport type S = SxProps;\n",
    );
    assert.ok(
      typeOnly.some((p) => p.startsWith('@typescript-eslint/no-restricted-imports')),
      typeOnly.join('\n'),
    );
    assert.deepEqual(
      await problems(
        'mf-crm/src/features/extra.tsx',
        "import Box from '@mui/material/Box';\nimport type { SxProps } from '@mui/material/styles';\nexport const b = Box;\nexport type S = SxProps;\n",
      ),
      [],
    );
  });

  test('pages take the router from the kernel, never from react-router (tests may)', async () => {
    for (const source of ['react-router', 'react-router-dom']) {
      const found = await problems('mf-marketing/src/features/extra.tsx', `import { Link } from '${source}';\nexport const l = Link;\n`);
      assert.ok(
        found.some((p) => p.startsWith('@typescript-eslint/no-restricted-imports')),
        `${source}: ${found.join('\n')}`,
      );
    }
    assert.deepEqual(
      await problems(
        'mf-marketing/src/features/extra.test.tsx',
        "import { MemoryRouter } from 'react-router-dom';\nexport const m = MemoryRouter;\n",
      ),
      [],
    );
  });

  test('pages reach the store through the kernel, never through react-redux (types and tests may)', async () => {
    const found = await problems(
      'mf-crm/src/features/extra.tsx',
      "import { useSelector } from 'react-redux';\nexport const s = useSelector;\n",
    );
    assert.ok(
      found.some((p) => p.startsWith('@typescript-eslint/no-restricted-imports')),
      found.join('\n'),
    );
    assert.deepEqual(
      await problems(
        'mf-crm/src/features/extra.tsx',
        "import type { TypedUseSelectorHook } from 'react-redux';\nexport type H = TypedUseSelectorHook<object>;\n",
      ),
      [],
    );
  });

  test("the render service and the shell's intent loader keep to their zones; a session layer is a shared layer", async () => {
    const zoned = (found: string[]) => found.some((p) => /^(import-x\/no-restricted-paths|no-restricted-syntax):/.test(p));
    for (const file of ['shell/src/features/header/extra.ts', 'mf-marketing/src/features/blog/extra.ts']) {
      const browserToServer = await problems(
        file,
        "import { renderPage } from '../../../../render-service/src/renderPage';\nexport const r = renderPage;\n",
      );
      assert.ok(zoned(browserToServer), `${file}: ${browserToServer.join('\n')}`);
    }
    for (const source of [
      '../../shell/src/bootstrap',
      '../../shell/src/intentLoader/index',
      '../../mf-marketing/src/app/routes',
      '../../api/src/app',
    ]) {
      const found = await problems('render-service/src/extra.ts', `import x from '${source}';\nexport const y = x;\n`);
      assert.ok(zoned(found), `${source}: ${found.join('\n')}`);
    }
    // What it renders today: the shell's application and the modules it shares with the server.
    assert.deepEqual(
      await problems(
        'render-service/src/extra.ts',
        "import { App } from '../../shell/src/app/App';\nimport { NAV_LINKS } from '../../shell/src/features/header/lib/navLinks';\nexport const a = [App, NAV_LINKS];\n",
      ),
      [],
    );
    for (const source of [
      'react',
      '@kredi/kernel',
      '@mui/material/Button',
      '../features/remotes/lib/remoteSource',
      '../../../render-service/src/htmlDocument',
    ]) {
      const found = await problems('shell/src/intentLoader/extra.ts', `import x from '${source}';\nexport const y = x;\n`);
      assert.ok(zoned(found), `${source}: ${found.join('\n')}`);
    }
    assert.deepEqual(
      await problems(
        'shell/src/intentLoader/extra.ts',
        "import { markPageInteractive } from '../lib/pageInteractive';\nexport const m = markPageInteractive;\n",
      ),
      [],
    );
    const libToOther = await problems(
      'shell/src/intentLoader/extra.ts',
      "import { yieldToMain } from '../lib/yieldToMain';\nexport const y = yieldToMain;\n",
    );
    assert.ok(zoned(libToOther), libToOther.join('\n'));
    const crossFeature = await problems(
      'mf-crm/src/features/customer/components/extra.ts',
      "import { CustomerTable } from '../../dashboard/components/CustomerTable';\nexport const c = CustomerTable;\n",
    );
    assert.ok(zoned(crossFeature), crossFeature.join('\n'));
    const sessionToFeature = await problems(
      'mf-admin/src/session/extra.ts',
      "import { previewHtml } from '../features/blog/lib/previewHtml';\nexport const p = previewHtml;\n",
    );
    assert.ok(zoned(sessionToFeature), sessionToFeature.join('\n'));
  });

  test('the API imports no browser code', async () => {
    for (const source of ['@kredi/kernel', 'react', '@mui/material/Button', '../../../shared/kernel/src/theme/theme']) {
      const found = await problems('api/src/features/extra.ts', `import x from '${source}';\nexport const y = x;\n`);
      assert.ok(
        found.some((p) => p.startsWith('no-restricted-imports')),
        `${source}: ${found.join('\n')}`,
      );
    }
    const lib = (JSON.parse(readFileSync(path.join(root, 'api/tsconfig.json'), 'utf8')) as { compilerOptions: { lib: string[] } })
      .compilerOptions.lib;
    assert.ok(!lib.some((l) => l.toLowerCase().startsWith('dom')), `api/tsconfig.json lib has DOM: ${lib.join(', ')}`);
  });

  test('contracts import neither the browser nor the API', async () => {
    for (const source of ['react', '@kredi/kernel', 'fastify', '../../../api/src/http/errors']) {
      const found = await problems('shared/contracts/src/users/extra.ts', `import x from '${source}';\nexport const y = x;\n`);
      assert.ok(
        found.some((p) => p.startsWith('no-restricted-imports')),
        `${source}: ${found.join('\n')}`,
      );
    }
  });

  test('the staff UI builds on the kernel and the contracts, never on an app; only the staff apps import it, by area', async () => {
    const file = 'shared/staff-ui/src/secondFactor/extra.tsx';
    assert.deepEqual(
      await problems(
        file,
        "import { serverMessage } from '@kredi/kernel';\nimport { secondFactorMessages } from '@kredi/contracts/staff';\nimport Alert from '@mui/material/Alert';\nexport const x = [serverMessage, secondFactorMessages, Alert];\n",
      ),
      [],
    );
    for (const source of ['../../../../mf-admin/src/components/apiErrors', '../../../../shell/src/app/App', 'mf-crm/src/lib/paths']) {
      const found = await problems(file, `import * as x from '${source}';\nexport const y = x;\n`);
      assert.ok(
        found.some((p) => p.startsWith('import-x/no-restricted-paths')),
        `${source}: ${found.join('\n')}`,
      );
    }
    const importing = "import { TotpCodeField } from '@kredi/staff-ui/secondFactor';\nexport const t = TotpCodeField;\n";
    for (const app of ['mf-marketing', 'mf-credit-form', 'mf-calculator', 'shell']) {
      const found = await problems(`${app}/src/features/extra.tsx`, importing);
      assert.ok(
        found.some((p) => p.startsWith('import-x/no-restricted-paths')),
        `${app}: ${found.join('\n')}`,
      );
    }
    for (const app of ['mf-crm', 'mf-admin']) assert.deepEqual(await problems(`${app}/src/features/extra.tsx`, importing), [], app);
    const deep = await problems(
      'mf-crm/src/features/extra.tsx',
      "import { CodeActionForm } from '@kredi/staff-ui/secondFactor/CodeActionForm';\nexport const c = CodeActionForm;\n",
    );
    assert.ok(
      deep.some((p) => p.startsWith('no-restricted-imports')),
      deep.join('\n'),
    );
  });

  test('lint refuses code that Prettier would lay out differently (140 columns, single quotes, trailing commas)', async () => {
    const lint = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.lint;
    assert.match(lint ?? '', /prettier --check/);
    const filepath = path.join(root, 'mf-crm/src/features/extra.ts');
    const options = { ...(await prettier.resolveConfig(filepath)), filepath };
    assert.equal(await prettier.check('export const a = { b: "c" };\n', options), false, 'double quotes');
    assert.equal(await prettier.check(`export const long = [${"'x', ".repeat(30)}'y'];\n`, options), false, 'a line over 140 columns');
    assert.equal(await prettier.check("export const a = { b: 'c' };\n", options), true);
  });
});
