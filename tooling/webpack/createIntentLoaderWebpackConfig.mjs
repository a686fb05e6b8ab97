// The shell's intent loader (shell/src/intentLoader/, docs/ssr.md "Hydrate on intent"): the only script a
// server-rendered page references, and the page template the composer renders into. A build of its own: the
// federation plugin puts its runtime into every entry of a build, and this file must stay a few KB.
import path from 'node:path';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import { CONTENT_HASH } from './contentHash.mjs';
import { firstScreenChunkUrls } from './firstScreenChunkList.mjs';
import { swcMinifier } from './swcMinifier.mjs';
import { precompressedCopies } from './precompressed.mjs';
import { checkoutIndependentHash } from './checkoutIndependentHash.mjs';

/** The composer's template for server-rendered pages, in the shell's dist/server/ (the render service reads it there). */
export const PAGE_TEMPLATE_FILE = 'page-template.html';

/**
 * @param {object} o
 * @param {string} o.dir      the shell's directory
 * @param {object} o.browser  the shell's browser config: its rules (the template's assets too), resolution, public
 *                            path and asset names, and its entry (main.js), which the loader loads at the first intent
 * @param {string} o.title    the page title (as the client-render page's)
 */
export function createIntentLoaderWebpackConfig({ dir, browser, title }) {
  return {
    name: 'intent-loader',
    // Written after the browser build has cleaned dist/.
    dependencies: ['browser'],
    mode: 'production',
    context: dir,
    entry: { 'intent-loader': './src/intentLoader/index.ts' },
    devtool: 'source-map',
    output: {
      path: path.join(dir, 'dist'),
      // Hashed beside the other chunks: cached for a year (immutable) by the rules every static server shares.
      filename: `chunks/${CONTENT_HASH}.js`,
      // The template's assets (its Open Graph picture) get the browser build's names.
      assetModuleFilename: browser.output.assetModuleFilename,
      publicPath: browser.output.publicPath,
      hashFunction: checkoutIndependentHash(),
      clean: false,
    },
    resolve: browser.resolve,
    module: browser.module,
    plugins: [
      // The default entry's name at the public path: main.js.
      new webpack.DefinePlugin({
        __APP_ENTRY_URL__: JSON.stringify(`${browser.output.publicPath}main.js`),
        // The chunks main.js loads on every page, asked for together with it (firstScreenChunkList.mjs).
        __APP_FIRST_SCREEN_CHUNKS__: firstScreenChunkUrls(browser.output.path),
      }),
      // The client-render page's own template, with the loader instead of main.js.
      new HtmlWebpackPlugin({
        template: path.join(dir, 'public/index.html'),
        filename: `server/${PAGE_TEMPLATE_FILE}`,
        title,
        inject: 'body',
        scriptLoading: 'defer',
      }),
      ...precompressedCopies(),
    ],
    optimization: { minimizer: [swcMinifier()] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
