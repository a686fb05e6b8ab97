// What a server-rendered page's application will ask for, written down at build time so that the page can ask for it
// all at once (issue 22, goal 3; docs/ssr.md "Asked for together"). Without these lists the browser learns each
// step from the previous one: main.js, then /remotes.json, the remote's mf-manifest.json, its remoteEntry.js, the
// page's chunk, the shared components the page renders: four or five round trips on a slow phone, one after the
// other, while the connection sits half idle. The composer names the files in the page (shell/src/server/pageScripts.ts)
// and the intent loader preloads them with main.js.
import webpack from 'webpack';

/** A remote's list (dist/page-chunks.json), also compiled into its server build for the composer. */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';
/** The shell's list (dist/shared-chunks.json): the files of each module it provides to the share scope. */
export const SHARED_CHUNKS_FILE = 'shared-chunks.json';

/** The federation plugin's name of the chunk group of an exposed module (`./routes`). */
const EXPOSE_GROUP_PREFIX = '__federation_expose_';

export const jsFiles = (chunks) => [...new Set(chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))))];

/** The share keys the chunks consume (the shared modules the page gets from the shell's share scope). */
export function consumedShareKeys(compilation, chunks) {
  const keys = new Set();
  for (const chunk of chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      if (module.type === 'consume-shared-module' && module.options?.shareKey) keys.add(module.options.shareKey);
    }
  }
  return [...keys].sort();
}

/**
 * A remote's browser build: emits PAGE_CHUNKS_FILE, `{ entry, pages: { <chunk name>: { js, shared } } }`, with paths
 * relative to the remote's base URL. `entry`: the container and its exposed route table, which every page loads
 * first. The pages are the named chunk groups (`import(/* webpackChunkName: "home" *\/ …)` in src/app/routes.ts, the
 * name a route gives as `page`). `shared`: the share keys a page's chunks consume.
 */
export class PageChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageChunksPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const pages = {};
        // The container (remoteEntry.js) and its exposed module's chunk (the route table every page of it loads first).
        const entry = [...compilation.entrypoints.values()].flatMap((point) => jsFiles(point.chunks));
        for (const [name, group] of compilation.namedChunkGroups) {
          if (group.isInitial()) continue;
          if (name.startsWith(EXPOSE_GROUP_PREFIX)) entry.push(...jsFiles(group.chunks));
          else pages[name] = { js: jsFiles(group.chunks), shared: consumedShareKeys(compilation, group.chunks) };
        }
        compilation.emitAsset(PAGE_CHUNKS_FILE, new webpack.sources.RawSource(JSON.stringify({ entry, pages })));
      });
    });
  }
}

/** The chunks each module provided to the share scope loads (its factory is an async chunk group), by share key. */
export function providedChunks(compilation) {
  const provided = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module' || typeof module._name !== 'string') continue;
    const chunks = module.blocks.flatMap((block) => compilation.chunkGraph.getBlockChunkGroup(block)?.chunks ?? []);
    if (chunks.length) provided.set(module._name, chunks);
  }
  return provided;
}

/**
 * The shell's browser build: emits SHARED_CHUNKS_FILE, `{ <share key>: [public URLs] }`, the chunks each provided
 * module's factory loads.
 */
export class SharedChunksPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SharedChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SharedChunksPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const publicPath = compilation.outputOptions.publicPath;
        const shared = {};
        for (const [key, chunks] of providedChunks(compilation)) shared[key] = jsFiles(chunks).map((file) => `${publicPath}${file}`);
        compilation.emitAsset(SHARED_CHUNKS_FILE, new webpack.sources.RawSource(JSON.stringify(shared)));
      });
    });
  }
}
