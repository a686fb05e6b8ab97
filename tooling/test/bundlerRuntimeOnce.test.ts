// The shell hands its federation bundler runtime over (bundlerRuntimeOnce/handOver.mjs) to the containers built from
// 9433565 to 486d5f4 without their own (tooling/webpack/bundlerRuntimeOnce.mjs); new containers bundle their own again.
// Checked here: the hand-over still covers everything those containers read, and a new container reads none of it.
import { strict as assert } from 'node:assert';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { repoRoot } from '../../scripts/lib/layout';
import { HANDED_OVER } from '../webpack/bundlerRuntimeOnce/handOver.mjs';
import { BUNDLER_RUNTIME_GLOBAL } from '../webpack/bundlerRuntimeOnce/globalName.mjs';
import { HANDED_OVER_MODULES, bundlerRuntimeFromTheShell } from '../webpack/bundlerRuntimeOnce.mjs';

const require = createRequire(import.meta.url);
const distOf = (pkg: string) => path.dirname(require.resolve(pkg));
const BUNDLER_DIST = distOf('@module-federation/webpack-bundler-runtime');
const RUNTIME_DIST = distOf('@module-federation/runtime');

/** What the externals function answers for a request made from `context`. */
function externalFor(context: string, request: string): [string, string] | undefined {
  let answer: [string, string] | undefined;
  bundlerRuntimeFromTheShell({ context, request }, (_error?: unknown, result?: string, type?: string) => {
    answer = result === undefined ? undefined : [result, type!];
  });
  return answer;
}

test('the shell hands over every module a container takes from it, with all the names the container imports', async () => {
  assert.deepEqual(Object.keys(HANDED_OVER).sort(), Object.values(HANDED_OVER_MODULES).sort());
  const handed = HANDED_OVER;
  // A bundler runtime file is handed over whole: all its functions.
  for (const [specifier, key] of Object.entries(HANDED_OVER_MODULES)) {
    if (!specifier.includes('/dist/')) continue;
    // The ES build by its file, as webpack and handOver.mjs take it (a bare import here could name the CommonJS one).
    const file = path.join(BUNDLER_DIST, specifier.split('/dist/')[1]!);
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    assert.deepEqual(Object.keys(handed[key]!).sort(), Object.keys(module).sort(), specifier);
    // The same functions (the test's loader compiles its own instance of each, so compared by name).
    for (const name of Object.keys(module)) {
      assert.equal(typeof handed[key]![name], 'function', `${specifier} ${name}`);
      assert.equal((handed[key]![name] as () => void).name, (module[name] as () => void).name, `${specifier} ${name}`);
    }
  }
  // Every named import of a handed-over module in the federation code a container bundles finds its name.
  let imports = 0;
  for (const dist of [BUNDLER_DIST, RUNTIME_DIST]) {
    for (const file of fs.readdirSync(dist).filter((f) => f.endsWith('.js'))) {
      const code = fs.readFileSync(path.join(dist, file), 'utf8');
      for (const [, names, request] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*"([^"]+)"/g)) {
        const external = externalFor(dist, request!);
        if (!external) continue;
        const key = external[0].split('.').pop()!;
        for (const name of names!.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]!)) {
          imports++;
          assert.ok(name in handed[key]!, `${file} imports ${name} from ${request}, which the shell does not hand over`);
        }
      }
    }
  }
  assert.ok(imports >= 10, `too few imports found (${imports}): has the federation runtime's layout changed?`);
});

test("a container's requests for the handed-over modules resolve to the shell's global, and no other request does", () => {
  const global = (key: string) => [`globalThis.${BUNDLER_RUNTIME_GLOBAL}.${key}`, 'var'];
  assert.deepEqual(externalFor(BUNDLER_DIST, './remotes.js'), global('remotes'));
  assert.deepEqual(externalFor(BUNDLER_DIST, './initializeSharing.js'), global('initializeSharing'));
  assert.deepEqual(externalFor(RUNTIME_DIST, '@module-federation/error-codes'), global('errorCodes'));
  // The modules with state stay the container's, and so does what the shell, exposing nothing, lacks.
  for (const request of ['./index.js', './bundler.js', './initContainerEntry.js', '@module-federation/runtime'])
    assert.equal(externalFor(BUNDLER_DIST, request), undefined, request);
  // The same names elsewhere are not the bundler runtime's.
  assert.equal(externalFor(path.join(repoRoot, 'mf-marketing/src'), './remotes.js'), undefined);
  assert.equal(externalFor(path.join(repoRoot, 'mf-marketing/src'), '@module-federation/error-codes'), undefined);
});

const remoteEntryMap = path.join(repoRoot, 'mf-marketing/dist/remoteEntry.js.map');
test(
  'a built container carries its own bundler runtime and reads nothing the shell hands over',
  { skip: !fs.existsSync(remoteEntryMap) && 'needs npm run build' },
  () => {
    const { sources } = JSON.parse(fs.readFileSync(remoteEntryMap, 'utf8')) as { sources: string[] };
    const federationSources = sources.filter((s) => s.includes('@module-federation/')).map((s) => s.replace(/.*@module-federation\//, ''));
    const own = new Set(federationSources.filter((s) => s.startsWith('webpack-bundler-runtime/')));
    // Every module the old containers took from the shell is the container's own now.
    for (const specifier of Object.keys(HANDED_OVER_MODULES).filter((s) => s.includes('/dist/')))
      assert.ok(own.has(specifier.replace('@module-federation/', '')), `${specifier} is not in the container`);
    assert.ok(
      federationSources.some((s) => s.startsWith('error-codes/')),
      'the error codes are not in the container',
    );
    assert.doesNotMatch(fs.readFileSync(remoteEntryMap.replace(/\.map$/, ''), 'utf8'), new RegExp(BUNDLER_RUNTIME_GLOBAL));
  },
);

const shellMain = path.join(repoRoot, 'shell/dist/main.js');
test('the shell still hands its bundler runtime over', { skip: !fs.existsSync(shellMain) && 'needs npm run build' }, () => {
  assert.match(fs.readFileSync(shellMain, 'utf8'), new RegExp(BUNDLER_RUNTIME_GLOBAL));
});
