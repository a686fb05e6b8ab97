// One sharing runtime per build: the federation plugin's, not webpack's as well (less JavaScript on the first screen).
//
// Why: webpack 5.111's RuntimePlugin adds its own ShareRuntimeModule to every chunk that needs the share scopes
// (__webpack_require__.S), and the federation plugin (@module-federation/enhanced) adds its ShareRuntimeModule to the
// same chunks. Both define __webpack_require__.I; the federation plugin's comes later and wins, so webpack's, a
// function registering every shared module with its loader (99 of them in the shell), was dead code in main.js and in
// each remoteEntry.js: main.js 28,603 → 27,598 bytes brotli without it, each remoteEntry.js 0.45–0.63 KB less.
//
// How: the requirement hook bails before webpack's RuntimePlugin adds its module. The federation plugin's module does
// not hang on that hook (ConsumeSharedPlugin adds it with the tree's other requirements), and the federation runtime
// it calls is still added through __webpack_require__.I's requirement.
import webpack from 'webpack';

const NAME = 'SharingRuntimeOnce';
const { RuntimeGlobals } = webpack;

export class SharingRuntimeOncePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.runtimeRequirementInTree
        .for(RuntimeGlobals.shareScopeMap)
        // Before webpack's own taps (stage 0); a bail hook, so returning true skips them.
        .tap({ name: NAME, stage: -100 }, (_chunk, requirements) =>
          requirements.has(RuntimeGlobals.initializeSharing) ? true : undefined,
        );
    });
  }
}
