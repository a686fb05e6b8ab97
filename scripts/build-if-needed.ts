// Builds only what is missing or stale (used before the browser tests and by `npm start`).
import { buildWhatIsNeeded } from './lib/buildWhatIsNeeded';

buildWhatIsNeeded().catch((error: unknown) => {
  console.error(String(error));
  process.exit(1);
});
