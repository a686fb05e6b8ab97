// `npm test`: every test, in the order that fails fastest (typecheck, lint, unit, the build, infra, API, browser).
// Each step's time is printed at the end, pass or fail: CI shows only the end of the log, and its budget is 40 minutes.
import { spawnSync } from 'node:child_process';

const steps: Array<[name: string, command: string]> = [
  // The three type checks and the lint are single-threaded: two at a time use both cores of the CI machine.
  ['typecheck and lint', 'concurrently --max-processes 2 --group "npm:typecheck:*" "npm:lint"'],
  ['unit (jest)', 'npm run test:unit'],
  // The previous release's API (from git history) for the expand-then-contract test; without history that test skips.
  ['build', 'tsx scripts/build-if-needed.ts && (tsx scripts/build-previous-api.ts || echo "[test] previous API release not built")'],
  ['infra', 'npm run test:infra'],
  ['API (PGlite + PostgreSQL)', 'npm run test:api'],
  ['browser (Playwright)', 'npm run test:e2e'],
];

const times: string[] = [];
const started = Date.now();
let failed: string | undefined;
for (const [name, command] of steps) {
  const stepStarted = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  times.push(`[test] ${name}: ${Math.round((Date.now() - stepStarted) / 1000)} s${status === 0 ? '' : ` (failed, exit ${status})`}`);
  if (status !== 0) {
    failed = name;
    break;
  }
}
console.log(`\n${times.join('\n')}\n[test] total: ${Math.round((Date.now() - started) / 1000)} s${failed ? `; stopped at ${failed}` : ''}`);
process.exit(failed ? 1 : 0);
