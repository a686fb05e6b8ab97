// Federation config of the mf-credit-form remote: a small exposes map, the system's shared singletons.
import { sharedSingletons } from '../tooling/webpack/sharedSingletons.mjs';

export const federation = {
  name: 'credit_form',
  filename: 'remoteEntry.js',
  manifest: true,
  exposes: { './pages': './src/app/pages.ts' },
  shared: sharedSingletons(),
};
