// Libraries that must exist once at runtime (the shell's copy wins: shareStrategy 'loaded-first').
// Subpath prefixes ('react/', '@emotion/react/') make imports such as 'react/jsx-runtime' share too; without them
// react-dom/client is bundled twice. MUI is shared per module, as listed in sharedMui.mjs: its barrels are never
// imported (lint forbids it) and never shared.
// react-router is absent too: the kernel bundles the part of it the pages use (shared/kernel/src/routing/router.ts).
// So is Redux Toolkit (with RTK Query and immer): only the kernel's API entry uses it (the base API; the store and
// slices are Redux alone), so it exists once, inside the kernel, tree-shaken; shared as a package its whole entry
// would load on every page.
// react-redux too: the kernel's Provider and typed hooks are the only way into the store, so only the kernel imports
// it (tree-shaken: no `connect` on the pages). Remotes add endpoints to the kernel's baseApi and read the store through
// the kernel's hooks; lint forbids importing RTK's or react-redux's runtime outside the kernel.
// Domain contracts (@kredi/contracts) are deliberately absent: each consumer bundles its own copy.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { MUI_SHARED_SUBPATHS, MUI_X_CHARTS_SHARED_SUBPATHS } from './sharedMui.mjs';

const require = createRequire(import.meta.url);

/** Shared as a whole (the package's main entry). */
const SINGLETONS = ['react', 'react-dom', 'redux', '@emotion/react', '@emotion/styled', '@emotion/cache', 'notistack'];

/** Shared per subpath ('<pkg>/<module>'), each subpath its own shared module. */
const SUBPATHS = ['react', 'react-dom', '@emotion/react', '@mui/system'];

/** The runtime kernel: one copy, semver-checked. A remote built for another major version is refused at load time. */
export const KERNEL = '@kredi/kernel';
/** The kernel's API entry (RTK Query): shared apart, so a page that shows only server-rendered data never loads it. */
export const KERNEL_API = '@kredi/kernel/api';

function versionOf(pkg) {
  return require(`${pkg}/package.json`).version;
}

/** The kernel range a package declares in its package.json (KERNEL_RANGE overrides it, for the refusal test). */
export function kernelRange(dir) {
  if (process.env.KERNEL_RANGE) return process.env.KERNEL_RANGE;
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const range = manifest.dependencies?.[KERNEL];
  if (!range) throw new Error(`${dir}/package.json does not declare ${KERNEL}`);
  return range;
}

const singleton = (pkg) => {
  const version = versionOf(pkg);
  return { singleton: true, requiredVersion: `^${version}`, version };
};

/**
 * The `shared` map of a package's ModuleFederationPlugin.
 * @param {string} dir the package directory
 * @param {{ provideAllMui?: boolean }} [options] provideAllMui: the host provides every MUI module of
 *   sharedMui.mjs, imported by itself or not (an absolute `import` path is always built and registered).
 */
export function sharedSingletons(dir, { provideAllMui = false } = {}) {
  const shared = {};
  for (const pkg of SINGLETONS) shared[pkg] = singleton(pkg);
  for (const pkg of SUBPATHS) shared[`${pkg}/`] = singleton(pkg);
  for (const subpath of MUI_SHARED_SUBPATHS) {
    // An absolute `import` is always built and registered; a bare one only when the package imports it.
    // import.meta.resolve applies the 'import' condition, as webpack does for these ES imports: same file, one module.
    shared[subpath] = provideAllMui
      ? { ...singleton('@mui/material'), import: fileURLToPath(import.meta.resolve(subpath)) }
      : singleton('@mui/material');
  }
  for (const subpath of MUI_X_CHARTS_SHARED_SUBPATHS) {
    shared[subpath] = provideAllMui
      ? { ...singleton('@mui/x-charts'), import: fileURLToPath(import.meta.resolve(subpath)) }
      : singleton('@mui/x-charts');
  }
  // strictVersion: an incompatible kernel is an error the slot shows as the Turkish failure panel, never a broken page.
  shared[KERNEL] = { singleton: true, strictVersion: true, requiredVersion: kernelRange(dir), version: versionOf(KERNEL) };
  shared[KERNEL_API] = shared[KERNEL];
  return shared;
}

export const SINGLETON_PACKAGES = [...SINGLETONS, KERNEL, KERNEL_API];

/**
 * A remote's production container runs on the shell only, which always provides these packages (its own `shared`
 * above, the same list): the remote registers no copy of its own and builds no fallback chunk for them
 * (`import: false`), so its remoteEntry.js is ~1 KB brotli smaller and the runtime has fewer shares to register.
 * Version checks stay: the kernel of another major version is still refused (strictVersion). Subpath prefixes and MUI
 * keep their fallbacks: a remote may deep-import a module the shell's build never imported.
 * @param {Record<string, object>} shared a `sharedSingletons(dir)` map
 */
export function providedByTheShell(shared) {
  return Object.fromEntries(
    Object.entries(shared).map(([key, config]) => [key, SINGLETON_PACKAGES.includes(key) ? { ...config, import: false } : config]),
  );
}
