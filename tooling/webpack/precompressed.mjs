// Every browser build writes its scripts once more, compressed harder than a server does per answer:
// `<file>.br` (brotli, quality 10) and `<file>.gz` (gzip, level 9). The static servers send these instead of
// compressing each answer on the fly at a fast level (the page interactive sooner): on the emulated phone the framework chunk
// crossed the network as 117 KB (brotli 4, @fastify/compress's level) instead of 102 KB, and every byte before the
// first screen's scripts waits on the phone's 1.6 Mbps. `npm start` serves them with @fastify/static's
// `preCompressed` (scripts/lib/gateway.ts), the production nginx with `gzip_static` and its brotli rule
// (deploy/static/). A build writes all of its files together, so a copy never outlives the file it was made from.
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

/** Scripts only: they are almost all of a visit's bytes and wait on the first screen (the one stylesheet and the
 * manifests are a few KB); one type keeps the nginx rule one location (deploy/static/). Source maps end in .map. */
const SCRIPTS = /\.js$/;
/** Small files gain little and cost a file each; the servers compress them on the fly as before. */
const THRESHOLD_BYTES = 1024;

/**
 * Not 11: over the 541 scripts of all builds (13.3 MB), quality 11 took 16.1 s of CPU and quality 10 6.6 s, for 1.7%
 * more bytes (the framework chunk 100.1 against 101.7 KB); the build is on every CI run. (9 is slower still here.)
 */
const BROTLI_QUALITY = 10;

/** The two copies' plugins, for a browser build's `plugins`. */
export function precompressedCopies() {
  const common = { test: SCRIPTS, threshold: THRESHOLD_BYTES, minRatio: 0.9, deleteOriginalAssets: false };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    }),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
  ];
}
