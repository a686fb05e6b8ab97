// V8 compiles a function when it is first called, on the main thread: on the page bench's slow phone that was about a
// second of main-thread work (parse and compile of lazily compiled functions) between the first paint and the page
// turning interactive (the page interactive sooner; bench/README.md, fifteenth session). A script that starts with the magic comment
// `//# allFunctionsCalledOnLoad` (V8's explicit compile hints, Chrome 136+) has all its functions compiled eagerly while
// it streams in, on a background thread. Worth it only for scripts a page runs nearly whole at its start: the entry
// (main.js, a remote's remoteEntry.js) and the shell's first-screen chunks. Other browsers read a comment.
import webpack from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Prepends COMPILE_HINT to the scripts of entry chunks and of the named chunks, after minification (which would drop it). */
export class CompileHintsPlugin {
  /** @param {{ chunkNames?: string[] }} [options] */
  constructor({ chunkNames = [] } = {}) {
    this.chunkNames = new Set(chunkNames);
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the minimizer (OPTIMIZE_SIZE), before the source maps are written (DEV_TOOLING): the maps count the line.
        { name: 'CompileHintsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            if (!chunk.hasRuntime() && !this.chunkNames.has(chunk.name)) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source));
            }
          }
        },
      );
    });
  }
}
