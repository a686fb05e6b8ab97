// The render service's build (docs/ssr.md): dist/render-service.js and dist/render-worker.js, for Node. It bundles
// its own sources, the shell's application it renders (shell/src) and the kernel and contracts; every npm package is
// left to Node's require (tooling/webpack/createServerWebpackConfig.mjs).
import path from 'node:path';
import { createServerWebpackConfig } from '../tooling/webpack/createServerWebpackConfig.mjs';
import { swcRuleFor } from '../tooling/webpack/createWebpackConfig.mjs';

const dir = import.meta.dirname;

export default createServerWebpackConfig({
  dir,
  isRenderService: true,
  swcRule: swcRuleFor({ sources: [path.join(dir, 'src'), path.join(dir, '../shell/src')], dev: false }),
});
