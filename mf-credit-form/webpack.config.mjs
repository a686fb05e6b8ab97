import { createWebpackConfig } from '../tooling/webpack/createWebpackConfig.mjs';
import { federation } from './federation.config.mjs';

export default createWebpackConfig({
  dir: import.meta.dirname,
  federation,
  port: 3002,
  isHost: false,
  title: 'Kredi Limiti Formu (geliştirme)',
});
