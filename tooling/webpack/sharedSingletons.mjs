// Libraries that must exist once at runtime (the shell's copy wins: shareStrategy 'loaded-first').
// Subpath prefixes ('react/', '@mui/material/') make imports such as 'react/jsx-runtime' or
// '@mui/material/Button' share too; without them react-dom/client and MUI components are bundled twice.
// Domain contracts (@kredi/contracts) are deliberately absent: each consumer bundles its own copy.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'redux',
  '@reduxjs/toolkit',
  'react-redux',
  '@mui/material',
  '@mui/system',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/cache',
  'notistack',
];

const WITH_SUBPATHS = new Set(['react', 'react-dom', '@reduxjs/toolkit', '@mui/material', '@mui/system', '@emotion/react']);

/** The runtime kernel: one copy, semver-checked. A remote built for another major version is refused at load time. */
export const KERNEL = '@kredi/kernel';

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

/** The `shared` map of a package's ModuleFederationPlugin. @param {string} dir the package directory */
export function sharedSingletons(dir) {
  const shared = {};
  for (const pkg of SINGLETONS) {
    const version = versionOf(pkg);
    const config = { singleton: true, requiredVersion: `^${version}`, version };
    shared[pkg] = config;
    if (WITH_SUBPATHS.has(pkg)) shared[`${pkg}/`] = config;
  }
  // strictVersion: an incompatible kernel is an error the slot shows as the Turkish failure panel, never a broken page.
  shared[KERNEL] = { singleton: true, strictVersion: true, requiredVersion: kernelRange(dir), version: versionOf(KERNEL) };
  return shared;
}

export const SINGLETON_PACKAGES = [...SINGLETONS, KERNEL];
