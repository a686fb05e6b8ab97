// The server build of a package (target Node, CommonJS): a remote's `./routes` for the composer (one file in
// dist/server/), or the render service itself (render-service/: the composer and its workers, in dist/). See
// docs/ssr.md.
import path from 'node:path';
import webpack from 'webpack';
import { KERNEL, SINGLETON_PACKAGES, kernelRange } from './sharedSingletons.mjs';
import { createRequire } from 'node:module';
import { PAGE_TEMPLATE_FILE } from './createIntentLoaderWebpackConfig.mjs';

const require = createRequire(import.meta.url);

/**
 * Libraries the composer hands to a remote's server build although the browser does not share them: DOMPurify needs
 * a DOM, which Node has not; the composer gives it one (jsdom), so post bodies are sanitized in the server HTML too.
 * Keep in step with SERVER_PROVIDED in render-service/src/remoteServerBundles.ts.
 */
export const SERVER_PROVIDED = ['dompurify'];

/**
 * What a remote's server build leaves to the composer: the browser's shared singletons, plus every package of the
 * MUI and Emotion scopes (a trailing '/' is a scope). In the browser MUI is shared per component and its internals
 * (@mui/styled-engine, @mui/utils, ...) are bundled; bundled on the server they would meet the composer's Emotion
 * through webpack's ESM interop with CommonJS and break (`styled is not a function`). Node's own require of the
 * composer's copies has no such problem, and one instance of each is what the share scope is for.
 */
const SERVER_SHARED = [...SINGLETON_PACKAGES, '@mui/', '@emotion/', ...SERVER_PROVIDED];
const isServerShared = (request) =>
  SERVER_SHARED.some((entry) => (entry.endsWith('/') ? request.startsWith(entry) : request === entry || request.startsWith(`${entry}/`)));
const isBare = (request) => !request.startsWith('.') && !path.isAbsolute(request) && !request.startsWith('!');

/**
 * @param {object} o
 * @param {string} o.dir               package directory
 * @param {boolean} o.isRenderService  the render service, with every npm package left to Node's require (one
 *                                     instance of each, handed to the remotes' builds as the server-side share scope)
 * @param {object} o.swcRule           the TypeScript rule (createWebpackConfig.mjs swcRuleFor)
 */
export function createServerWebpackConfig({ dir, isRenderService, swcRule }) {
  // A remote leaves exactly the browser's shared singletons to the composer and bundles the rest of its
  // dependencies: it deploys alone. The composer bundles the kernel and the contracts (TypeScript sources).
  const external = isRenderService ? (request) => isBare(request) && !request.startsWith('@kredi/') : isServerShared;
  return {
    name: 'server',
    mode: 'production',
    target: 'node20',
    context: dir,
    entry: isRenderService
      ? { 'render-service': './src/renderService.ts', 'render-worker': './src/renderWorker.ts' }
      : { routes: path.join(import.meta.dirname, 'remoteServerEntry.mjs') },
    devtool: false,
    output: {
      path: isRenderService ? path.join(dir, 'dist') : path.join(dir, 'dist', 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      symlinks: true,
      alias: { 'remote-routes$': path.join(dir, 'src/app/routes.ts') },
    },
    externalsType: 'commonjs',
    externals: [({ request }, callback) => (request && external(request) ? callback(null, `commonjs ${request}`) : callback())],
    module: {
      rules: [
        swcRule,
        // Styles and images are the browser build's business; the server only needs the same URLs in the HTML.
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      // One file: lazy pages are modules of it, not chunks to fetch.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new webpack.DefinePlugin({
        __SHARED_PACKAGES__: JSON.stringify(SERVER_SHARED),
        ...(isRenderService
          ? {
              __KERNEL_VERSION__: JSON.stringify(require(`${KERNEL}/package.json`).version),
              __PAGE_TEMPLATE_FILE__: JSON.stringify(PAGE_TEMPLATE_FILE),
            }
          : { __KERNEL_RANGE__: JSON.stringify(kernelRange(dir)) }),
      }),
    ],
    // Readable stack traces in the composer's log; the file is never sent to a browser.
    optimization: { minimize: false, moduleIds: 'named' },
    node: { __dirname: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
