// Emits the installable CRM's files (the web app manifest, its icons and the service worker) into dist/pwa/ as they
// are: the gateways serve them at /crm/… (scripts/lib/edge.ts, CRM_APP_FILES). Plain files, not webpack modules: the
// service worker must be one small script of its own, without the federation runtime, at a name that never changes.
import fs from 'node:fs';
import path from 'node:path';

export const CRM_APP_FILE_NAMES = ['sw.js', 'manifest.webmanifest', 'icon-192.png', 'icon-512.png'];

export class CrmAppFilesPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CrmAppFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CrmAppFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const name of CRM_APP_FILE_NAMES) {
          const file = path.join(import.meta.dirname, name);
          compilation.fileDependencies.add(file);
          compilation.emitAsset(`pwa/${name}`, new sources.RawSource(fs.readFileSync(file)));
        }
      });
    });
  }
}
