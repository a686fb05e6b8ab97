import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

// Boot only: read the environment, build the app, listen, and shut down cleanly.
const config = loadConfig();
const app = buildApp(config);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'server closing because of an error');
  else app.log.info({ signal }, 'server closing');
  await app.close(); // onClose hooks close the database
});

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  app.log.error({ err: error }, 'server failed to start');
  // Release what did start (e.g. the PGlite data dir) before leaving.
  await app.close().catch(() => {});
  process.exit(1);
}
