// Reads remotes.registry.json, the one list of remotes, for the build and lint configs (plain Node, no TypeScript).
import fs from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '..');

/** @type {Array<{ name: string; dir: string; segment: string; devPort: number; routes: string[] }>} */
export const REMOTES = JSON.parse(fs.readFileSync(path.join(repoRoot, 'remotes.registry.json'), 'utf8')).remotes;

export const remoteOfDir = (dir) => REMOTES.find((r) => r.dir === path.basename(dir));
