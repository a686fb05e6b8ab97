// Writes compose's nginx configs from the one edge definition (scripts/lib/edge.ts, rendered by edgeNginx.ts):
// `npx tsx scripts/generate-edge.ts`. The files are checked in; tooling/test/edge.test.ts fails while they differ.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatedEdgeFiles } from './lib/edgeNginx';
import { repoRoot } from './lib/layout';

for (const [file, text] of Object.entries(generatedEdgeFiles())) {
  writeFileSync(path.join(repoRoot, file), text);
  console.log(`[edge] ${file}`);
}
