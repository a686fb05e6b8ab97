// `npm run dev`: the whole system with hot reload — the API (tsx watch), every remote's dev server and the
// shell's (http://localhost:3000, remotes manifest from shell/public/dev/remotes.json).
import concurrently from 'concurrently';
import { REMOTES } from './lib/layout';

const { result } = concurrently(
  [
    // Demo mode (demo admin and its hint) unless APP_MODE says otherwise.
    { name: 'api', command: 'npm run dev -w api', prefixColor: 'green', env: { APP_MODE: process.env.APP_MODE ?? 'demo' } },
    ...REMOTES.map((r) => ({ name: r.segment, command: `npm run dev -w ${r.dir}`, prefixColor: 'cyan' })),
    { name: 'shell', command: 'npm run dev -w shell', prefixColor: 'magenta' },
  ],
  { killOthersOn: ['failure'], prefix: 'name' },
);

result.catch(() => process.exit(1));
