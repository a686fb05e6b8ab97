import path from 'node:path';
import { createWebpackConfig } from '../tooling/webpack/createWebpackConfig.mjs';
import { federation } from './federation.config.mjs';

const base = createWebpackConfig({ dir: import.meta.dirname, federation, port: 3000, isHost: true, title: 'Kolay Kredinin Formülü' });

export default (env, argv) => {
  const config = base(env, argv);
  // In development the remotes manifest points at each remote's own dev server (public/dev/remotes.json).
  config.devServer.static = [{ directory: path.join(import.meta.dirname, 'public/dev'), publicPath: '/' }];
  return config;
};
