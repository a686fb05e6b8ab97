/**
 * The content hash in hashed file names: 12 hex digits (48 bits). Every chunk's name is written in its build's chunk
 * map (main.js, each remoteEntry.js) and hex does not compress: 16 digits cost home ~0.3 KB brotli more, and the
 * first screen's JavaScript is kept small. Two different files of the same name would be served from a year-long
 * cache: at 100,000 files ever built the
 * odds of any such pair are about 2 in 100,000. The shared stylesheet's name has the same length (writeSharedStyles.tsx).
 */
export const CONTENT_HASH = '[contenthash:12]';
