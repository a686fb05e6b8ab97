// The slowest browser specs of the last run, from the JSON report playwright.config.ts writes: where the browser step,
// the longest part of CI's 40 minutes, is cut.
//   npx tsx scripts/e2e-slowest.ts [report.json] [how many]
import { readFileSync } from 'node:fs';
import path from 'node:path';

interface Result {
  duration: number;
  status: string;
}
interface Spec {
  title: string;
  file: string;
  tests: Array<{ projectName: string; results: Result[] }>;
}
interface Suite {
  file: string;
  specs?: Spec[];
  suites?: Suite[];
}

const reportPath =
  process.argv[2] ?? path.join(import.meta.dirname, '..', 'e2e', '.tmp', process.env.E2E_PORT_BASE ?? 'default', 'report.json');
const count = Number(process.argv[3] ?? 25);
const report = JSON.parse(readFileSync(reportPath, 'utf8')) as { suites: Suite[]; stats: { duration: number } };

const byFile = new Map<string, number>();
const byTest: Array<[seconds: number, name: string]> = [];
const walk = (suite: Suite) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests) {
      const seconds = test.results.reduce((sum, r) => sum + r.duration, 0) / 1000;
      const key = `${test.projectName} ${spec.file}`;
      byFile.set(key, (byFile.get(key) ?? 0) + seconds);
      byTest.push([seconds, `${key} › ${spec.title}`]);
    }
  }
  for (const child of suite.suites ?? []) walk(child);
};
report.suites.forEach(walk);

const total = [...byFile.values()].reduce((a, b) => a + b, 0);
console.log(`wall ${Math.round(report.stats.duration / 1000)} s, test time ${Math.round(total)} s`);
console.log('\nby spec file:');
for (const [key, s] of [...byFile].sort((a, b) => b[1] - a[1]).slice(0, count)) console.log(`${s.toFixed(0).padStart(5)} s  ${key}`);
console.log('\nby test:');
for (const [s, name] of byTest.sort((a, b) => b[0] - a[0]).slice(0, count)) console.log(`${s.toFixed(0).padStart(5)} s  ${name}`);
