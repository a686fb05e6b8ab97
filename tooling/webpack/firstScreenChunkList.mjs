// The files of the shell's first-screen chunks (firstScreenChunks.mjs), for the intent loader: it asks for them at the
// same time as main.js, instead of one round trip and main.js's evaluation later, when main.js's runtime finds it
// needs them (the page interactive sooner with no intent). The loader's build reads this list.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import webpack from 'webpack';
import { FIRST_SCREEN_CHUNK_NAMES } from './firstScreenChunks.mjs';

/** Written into the browser build's output (dist/), beside main.js. */
export const FIRST_SCREEN_CHUNK_LIST = 'first-screen-chunks.json';

/** Browser build plugin: emits FIRST_SCREEN_CHUNK_LIST, the public URLs of the first-screen chunks' scripts. */
export class FirstScreenChunkListPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstScreenChunkListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FirstScreenChunkListPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath = compilation.outputOptions.publicPath;
          const urls = FIRST_SCREEN_CHUNK_NAMES.flatMap((name) => {
            const chunk = compilation.namedChunks.get(name);
            return chunk ? [...chunk.files].filter((file) => file.endsWith('.js')).map((file) => `${publicPath}${file}`) : [];
          });
          compilation.emitAsset(FIRST_SCREEN_CHUNK_LIST, new webpack.sources.RawSource(JSON.stringify(urls)));
        },
      );
    });
  }
}

/** The list the browser build wrote, as a DefinePlugin value: read when the loader compiles, after the browser build. */
export function firstScreenChunkUrls(distDir) {
  const file = path.join(distDir, FIRST_SCREEN_CHUNK_LIST);
  return webpack.DefinePlugin.runtimeValue(() => readFileSync(file, 'utf8'), { fileDependencies: [file] });
}
