import path from 'node:path';
import { createWebpackConfig } from '../tooling/webpack/createWebpackConfig.mjs';
import { REMOTES } from '../tooling/remotesRegistry.mjs';
import { federation } from './federation.config.mjs';

const base = createWebpackConfig({ dir: import.meta.dirname, federation, port: 3000, isHost: true, title: 'Kolay Kredinin Formülü' });

/** In development the remotes manifest points at each remote's own dev server, straight from the registry. */
const devManifest = {
  remotes: REMOTES.map((r) => ({ name: r.name, entry: `http://localhost:${r.devPort}/mf-manifest.json`, routes: r.routes })),
};

export default (env, argv) => {
  const built = base(env, argv);
  // Production builds the browser and the server build; only the browser build has a dev server.
  if (Array.isArray(built)) return built;
  const config = built;
  config.devServer.static = [{ directory: path.join(import.meta.dirname, 'public/dev'), publicPath: '/' }];
  config.devServer.setupMiddlewares = (middlewares) => [
    { name: 'remotes-manifest', path: '/remotes.json', middleware: (_req, res) => res.json(devManifest) },
    ...middlewares,
  ];
  return config;
};
