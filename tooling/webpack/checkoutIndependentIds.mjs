// Module ids that do not depend on where the repository is checked out (checkoutIndependentHash.mjs does the same
// for the hashes).
//
// Webpack's deterministic ids hash a module's name with its paths made relative, but only paths that start a segment
// of the name. Two kinds of module keep an absolute path, so their id changed with the checkout's directory, and with
// it main.js, remoteEntry.js and every chunk that names them (CI's clone in /check/... built a main.js and a
// remoteEntry.js 0.1 KB bigger than the same commit here, failing the byte ratchet; a rebuild elsewhere would change
// cached files):
// - the federation plugin's shared modules ("provide module (default) react@19 = /abs/path") and container entry;
// - its runtime entry node_modules/.federation/entry.<hash>.js, the hash taken over absolute paths.
// Those get their id here, from their name with the checkout's directory and that hash taken out, before the
// deterministic ids are given to the rest (which then avoid these).
import { createHash } from 'node:crypto';
import path from 'node:path';
// webpack's own relative naming, as its deterministic ids use it (not re-exported by its package root).
import identifier from 'webpack/lib/util/identifier.js';

const NAME = 'CheckoutIndependentIds';
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const FEDERATION_ENTRY = /\.federation[\\/]entry\.[0-9a-f]+\.js/;
const FEDERATION_ENTRIES = new RegExp(FEDERATION_ENTRY.source, 'g');
const { makePathsRelative } = identifier;

/** @param {string} name @param {number} salt @param {number} digits */
const numericId = (name, salt, digits) =>
  parseInt(createHash('sha256').update(`${salt}:${name}`).digest('hex').slice(0, 12), 16) % 10 ** digits;

/** @param {import('webpack').Compiler} compiler @param {any} module */
function checkoutIndependentName(compiler, module) {
  // A concatenated module is named after its root module; the hash of its parts' names would carry the path.
  const root = module.rootModule ?? module;
  const relative = makePathsRelative(compiler.context, root.identifier(), compiler.root);
  if (!relative.includes(REPO_ROOT) && !relative.includes(compiler.context) && !FEDERATION_ENTRY.test(relative)) return null;
  const name = relative
    .split(compiler.context)
    .join('<context>')
    .split(REPO_ROOT)
    .join('<repo>')
    .replace(FEDERATION_ENTRIES, '.federation/entry.js');
  return root === module ? name : `${name}|concatenated`;
}

export class CheckoutIndependentIdsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.beforeModuleIds.tap(NAME, (modules) => {
        const { chunkGraph } = compilation;
        const hasId = (module) => chunkGraph.getModuleId(module) !== null && chunkGraph.getModuleId(module) !== undefined;
        const taken = new Set([...modules].filter(hasId).map((module) => String(chunkGraph.getModuleId(module))));
        const named = [];
        for (const module of modules) {
          if (hasId(module)) continue;
          const name = checkoutIndependentName(compiler, module);
          if (name) named.push({ module, name });
        }
        // In name order, so that a collision resolves the same way in every checkout.
        named.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
        for (const { module, name } of named) {
          let salt = 0;
          let id = numericId(name, salt, 5);
          while (taken.has(String(id))) id = numericId(name, ++salt, 5);
          taken.add(String(id));
          chunkGraph.setModuleId(module, id);
        }
      });
    });
  }
}
