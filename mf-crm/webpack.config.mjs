import { createWebpackConfig } from '../tooling/webpack/createWebpackConfig.mjs';
import { federation } from './federation.config.mjs';
import { CrmAppFilesPlugin } from './pwa/appFilesPlugin.mjs';

const base = createWebpackConfig({ dir: import.meta.dirname, federation, port: 3004, isHost: false, title: 'Personel CRM (geliştirme)' });

/** The browser build also carries the installable CRM's files (pwa/appFilesPlugin.mjs); the server build does not. */
export default (env, argv) => {
  const built = base(env, argv);
  const browser = (Array.isArray(built) ? built : [built]).find((config) => config.name === 'browser');
  browser?.plugins.push(new CrmAppFilesPlugin());
  return built;
};
