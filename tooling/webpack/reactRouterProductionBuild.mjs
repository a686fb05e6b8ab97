// react-router's package exports name only its development build (dist/development), for every condition: its own
// Vite plugin picks dist/production itself. The two differ by one flag (ENABLE_DEV_WARNINGS), and with it false the
// minifier drops the warnings' code and texts. A production browser build resolves the package to its production
// build; development builds and the server (Node loads the package itself) keep the warnings.
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

// The package exports no package.json: its CommonJS entry (dist/development/index.js) locates the folder.
const distDir = path.dirname(path.dirname(require.resolve('react-router')));

/** webpack `resolve.alias` entries (exact match, `$`) for a production browser build. */
export const reactRouterProductionBuild = {
  'react-router$': path.join(distDir, 'production', 'index.mjs'),
};
