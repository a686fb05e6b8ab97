import { brotliCompressSync, constants } from 'node:zlib';

/**
 * Size of a file as a static server precompressing it with brotli at quality 11 sends it (hashed files are
 * compressed once, at build time). Deterministic for a given build, whatever a test server compresses on the fly:
 * the byte budget of bench/budget.json is measured with it.
 */
export function brotliSize(body: Buffer): number {
  return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    .length;
}
