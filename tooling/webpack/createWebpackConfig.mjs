// The one webpack setup of every browser package; each package adds its federation config and port.
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { createRequire } from 'node:module';
import { createServerWebpackConfig } from './createServerWebpackConfig.mjs';
import { CONTENT_HASH } from './contentHash.mjs';
import { createIntentLoaderWebpackConfig } from './createIntentLoaderWebpackConfig.mjs';
import { firstScreenCacheGroups, FIRST_SCREEN_CHUNK_NAMES } from './firstScreenChunks.mjs';
import { muiFamilyCacheGroups } from './muiFamilyChunks.mjs';
import { federationRuntimeOnce } from './federationRuntimeOnce.mjs';
import { reactRouterProductionBuild } from './reactRouterProductionBuild.mjs';
import { syncExternalStoreWithoutShims } from './syncExternalStoreWithoutShims.mjs';
import { muiWithoutCssVars } from './muiWithoutCssVars.mjs';
import { muiLazySelectMenuRule, muiSelectInputWithMenu } from './muiLazySelectMenu.mjs';
import { FirstScreenChunkListPlugin } from './firstScreenChunkList.mjs';
import { CompileHintsPlugin } from './compileHints.mjs';
import { swcMinifier } from './swcMinifier.mjs';
import { CheckoutIndependentIdsPlugin } from './checkoutIndependentIds.mjs';
import { checkoutIndependentHash } from './checkoutIndependentHash.mjs';
import { SharingRuntimeOncePlugin } from './sharingRuntimeOnce.mjs';
import { precompressedCopies } from './precompressed.mjs';
import { providedByTheShell } from './sharedSingletons.mjs';

const require = createRequire(import.meta.url);
// TypeScript sources of the workspace packages the browser packages compile: the kernel, the contracts and the staff UI.
const workspaceSources = ['@kredi/kernel', '@kredi/contracts', '@kredi/staff-ui'].map((pkg) =>
  path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'src'),
);
const API_DEV_TARGET = process.env.API_URL ?? 'http://127.0.0.1:8090';

/**
 * The TypeScript rule of every build, browser and server: swc over the package's own sources and the workspace
 * packages' (the kernel, the contracts).
 * @param {object} o
 * @param {string[]} o.sources the package's source folders
 * @param {boolean} o.dev      development build (React's development JSX)
 */
export function swcRuleFor({ sources, dev }) {
  return {
    test: /\.[cm]?tsx?$/,
    include: [...sources, ...workspaceSources],
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: dev, refresh: false } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * @param {object} o
 * @param {string} o.dir        package directory (import.meta.dirname of the caller)
 * @param {object} o.federation ModuleFederationPlugin options
 * @param {number} o.port       dev-server port
 * @param {boolean} o.isHost    the shell (entry served at '/', HTML page built in production)
 * @param {string} o.title      title of the HTML page (shell page or remote harness)
 */

export function createWebpackConfig({ dir, federation, port, isHost, title }) {
  return (_env, argv) => {
    const dev = argv.mode !== 'production';
    const swcRule = swcRuleFor({ sources: [path.join(dir, 'src')], dev });
    const browser = {
      name: 'browser',
      mode: dev ? 'development' : 'production',
      context: dir,
      // A remote's production build is its container only; the page entry is the dev harness.
      entry: isHost || dev ? './src/index.ts' : {},
      devtool: dev ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Entries keep a stable name (served no-cache); every other chunk is content-hashed and cached long.
        filename: '[name].js',
        chunkFilename: dev ? '[name].js' : `chunks/${CONTENT_HASH}.js`,
        assetModuleFilename: `assets/${CONTENT_HASH}[ext]`,
        publicPath: isHost ? '/' : 'auto',
        uniqueName: federation.name,
        // The same files hash the same wherever the repository is checked out (checkoutIndependentHash.mjs).
        hashFunction: checkoutIndependentHash(),
        // A remote's dist/server/ is its server build's (built beside this one); the shell's is written by the intent
        // loader's build and the shared stylesheet after this one.
        clean: isHost ? true : { keep: /^server[\\/]/ },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // Workspace symlinks resolve to real paths outside node_modules: one module instance per file.
        symlinks: true,
        alias: {
          ...federationRuntimeOnce,
          ...muiWithoutCssVars,
          ...muiSelectInputWithMenu,
          ...syncExternalStoreWithoutShims,
          ...(dev ? {} : reactRouterProductionBuild),
        },
      },
      // Each container bundles its own federation bundler runtime (one per runtime, as the federation expects); the
      // shell still hands its copy over to containers built without one (bundlerRuntimeOnce.mjs).
      module: {
        rules: [
          swcRule,
          // MUI's menu-backed select loads when one first renders (muiLazySelectMenu.mjs).
          muiLazySelectMenuRule,
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({ dts: false, ...remoteOnTheShell(federation, dev, isHost) }),
        ...(isHost || dev
          ? [new HtmlWebpackPlugin({ template: path.join(dir, 'public/index.html'), title, inject: 'body', scriptLoading: 'defer' })]
          : []),
        ...(isHost && !dev ? [new FirstScreenChunkListPlugin()] : []),
        // The entry and, in the shell, the libraries of every page are compiled off the main thread (compileHints.mjs).
        ...(dev ? [] : [new CompileHintsPlugin({ chunkNames: isHost ? FIRST_SCREEN_CHUNK_NAMES : [] })]),
        new CheckoutIndependentIdsPlugin(),
        // The federation plugin's sharing runtime only, not webpack's too (sharingRuntimeOnce.mjs).
        new SharingRuntimeOncePlugin(),
        // Brotli 10 and gzip 9 copies the static servers send instead of compressing on the fly (precompressed.mjs).
        ...(dev ? [] : precompressedCopies()),
      ],
      optimization: {
        // Federation needs one runtime per container; no cross-entry runtime chunk.
        runtimeChunk: false,
        minimizer: [swcMinifier()],
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // The host's libraries arrive in a few files, not one per shared module: those of every page
        // (firstScreenChunks.mjs) and MUI's component families (muiFamilyChunks.mjs).
        ...(isHost && !dev ? { splitChunks: { cacheGroups: { ...firstScreenCacheGroups, ...muiFamilyCacheGroups } } } : {}),
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
      devServer: {
        port,
        hot: true,
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/sitemap.xml', '/robots.txt'], target: API_DEV_TARGET, changeOrigin: false }],
        client: { overlay: { warnings: false, errors: true } },
        watchFiles: { paths: ['src/**/*'], options: { ignored: ['**/@mf-types/**', '**/node_modules/**'] } },
      },
      watchOptions: { ignored: ['**/node_modules/**', '**/@mf-types/**', '**/dist/**'] },
    };
    // Production: a remote's browser build and its server build (docs/ssr.md); the shell's browser build and the
    // loader of its server-rendered pages (the render service that renders them is a package of its own,
    // render-service/). The dev servers render in the browser only.
    if (dev) return browser;
    if (isHost) return [browser, createIntentLoaderWebpackConfig({ dir, browser, title })];
    return [browser, createServerWebpackConfig({ dir, isRenderService: false, swcRule })];
  };
}

/**
 * A remote's production container runs on the shell, which provides the federation runtime and the singletons
 * (sharedSingletons.mjs, providedByTheShell). Its dev harness runs alone, with no host: it bundles a runtime and the
 * singletons of its own there.
 */
function remoteOnTheShell(federation, dev, isHost) {
  if (isHost || !federation.experiments?.externalRuntime) return federation;
  if (onTheShell(federation, dev, isHost)) return { ...federation, shared: providedByTheShell(federation.shared) };
  const { externalRuntime: _ignored, ...experiments } = federation.experiments;
  return { ...federation, experiments };
}

/** A remote's production container, which runs on the shell's runtime (not its dev harness, which runs alone). */
function onTheShell(federation, dev, isHost) {
  return !isHost && !dev && Boolean(federation.experiments?.externalRuntime);
}
