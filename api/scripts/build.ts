// Bundles the server into dist/server.js. Packages from node_modules stay
// external (they are installed next to the bundle), except @kredi/contracts: it is
// TypeScript source inside the monorepo, so node could not load it as is.
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { packageDir } from '../src/paths.js';

const bundledWorkspacePackages = ['@kredi/contracts'];

/** Marks every bare import external, unless it is one of our workspace packages. */
const externalizeNodeModules: Plugin = {
  name: 'externalize-node-modules',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:')) return { path: args.path, external: true };
      const isWorkspace = bundledWorkspacePackages.some((name) => args.path === name || args.path.startsWith(`${name}/`));
      return isWorkspace ? undefined : { path: args.path, external: true };
    });
  },
};

const outdir = join(packageDir, 'dist');
await rm(outdir, { recursive: true, force: true });

const result = await build({
  entryPoints: [join(packageDir, 'src', 'server.ts')],
  outfile: join(outdir, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'info',
  metafile: true,
  plugins: [externalizeNodeModules],
  // Bundled CommonJS code (if any) may still call require(); give ESM one.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});

const inputs = Object.keys(result.metafile.inputs).length;
console.log(`dist/server.js built from ${inputs} source files`);
