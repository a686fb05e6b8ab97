import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits one level below the package dir both as source (src/paths.ts)
// and once bundled (dist/server.js), so '..' is the api package in both cases.
// Everything that reads files shipped with the package resolves through here,
// never through process.cwd().
export const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = resolve(packageDir, '..');

export const migrationsDir = resolve(packageDir, 'drizzle');
export const blogAssetsDir = resolve(packageDir, 'assets', 'blog');
export const bankLogosDir = resolve(packageDir, 'assets', 'banks');
export const defaultDataDir = resolve(repoRoot, '.data', 'pglite');
