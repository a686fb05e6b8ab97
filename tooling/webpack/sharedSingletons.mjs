// Libraries that must exist once at runtime (the shell's copy wins: shareStrategy 'loaded-first').
// '@kredi/shared' is shared through its main entry only (ESLint keeps browser code on it).
// Subpath prefixes ('react/', '@mui/material/') make imports such as 'react/jsx-runtime' or
// '@mui/material/Button' share too; without them react-dom/client and MUI components are bundled twice.
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
  'notistack',
  '@kredi/shared',
];

const WITH_SUBPATHS = new Set(['react', 'react-dom', '@reduxjs/toolkit', '@mui/material', '@mui/system', '@emotion/react']);

function versionOf(pkg) {
  return require(`${pkg}/package.json`).version;
}

/** The `shared` map given to every ModuleFederationPlugin of the system. */
export function sharedSingletons() {
  const shared = {};
  for (const pkg of SINGLETONS) {
    const version = versionOf(pkg);
    const config = { singleton: true, requiredVersion: `^${version}`, version };
    shared[pkg] = config;
    if (WITH_SUBPATHS.has(pkg)) shared[`${pkg}/`] = config;
  }
  return shared;
}

export const SINGLETON_PACKAGES = SINGLETONS;
