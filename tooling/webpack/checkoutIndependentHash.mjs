// Content hashes that do not depend on where the repository is checked out (checkoutIndependentIds.mjs does the
// same for module ids).
//
// A chunk's [contenthash] is first taken over its modules' hashes, and two kinds of module hash an absolute path: the
// federation plugin's runtime entry (node_modules/.federation/entry.<hash>.js imports its plugins by absolute path)
// and its shared modules (their options name the fallback's absolute path). Those first hashes are written into
// main.js and each remoteEntry.js (the chunk map) before the minifier runs, and only replaced by the real content
// hashes after it. swc's mangler orders its short names by how often each character occurs in the file, strings
// included, so a clone elsewhere minified main.js with two names swapped and 51 bytes more brotli: CI's clone in
// /check/work/main measured home at 196.8 KB against 196.7 KB here, failing the byte ratchet.
//
// The hash webpack uses for everything (output.hashFunction) therefore reads the checkout's directory, and the
// federation entry's path-derived file name, as fixed words. The emitted files' real content hashes are unaffected:
// no served file holds a path.
import webpack from 'webpack';
import { REPO_ROOT } from './checkoutIndependentIds.mjs';

const FEDERATION_ENTRY = /\.federation([\\/])entry\.[0-9a-f]+\.js/g;
// webpack 5's default output.hashFunction.
const UNDERLYING = 'md4';

/** @param {string} text @param {string[]} roots longest first */
function withoutCheckout(text, roots) {
  let result = text;
  for (const root of roots) if (result.includes(root)) result = result.split(root).join('<checkout>');
  return result.includes('.federation') ? result.replace(FEDERATION_ENTRY, '.federation$1entry.js') : result;
}

/**
 * A hash class for output.hashFunction that ignores the repository's directory, and the given ones, wherever they
 * occur in what it hashes.
 * @param {string[]} [roots] more absolute directories to ignore (a build's context outside this repository)
 */
export function checkoutIndependentHash(roots = []) {
  const sorted = [...new Set([REPO_ROOT, ...roots])].sort((a, b) => b.length - a.length);
  const bytes = sorted.map((root) => Buffer.from(root));
  return class CheckoutIndependentHash {
    constructor() {
      this.hash = webpack.util.createHash(UNDERLYING);
    }

    /** @param {string | Buffer} data @param {BufferEncoding} [encoding] */
    update(data, encoding) {
      if (typeof data === 'string' && (encoding === undefined || encoding === 'utf8' || encoding === 'utf-8')) {
        this.hash.update(withoutCheckout(data, sorted), encoding);
      } else if (Buffer.isBuffer(data) && (bytes.some((root) => data.includes(root)) || data.includes('.federation'))) {
        // latin1 maps every byte to one character and back, so the bytes around the paths are kept as they are.
        this.hash.update(Buffer.from(withoutCheckout(data.toString('latin1'), sorted), 'latin1'));
      } else {
        this.hash.update(data, encoding);
      }
      return this;
    }

    /** @param {import('node:crypto').BinaryToTextEncoding} [encoding] */
    digest(encoding) {
      return this.hash.digest(encoding);
    }
  };
}
