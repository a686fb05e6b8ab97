// A squad's deploy commands on a releases folder (releases.ts): deploy, rollback, canary, promote, abort. Each
// copies at most one build, then rewrites the manifests (write-then-rename, under one lock for the folder) so the
// browser and the render service switch at once; nothing of the shell or of the other remotes is touched.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, SERVER_BUILD_FILE, distOf, remotesManifest, type RemoteInfo } from './layout';
import { CANARY_BUCKETS, bucketName, buildPath, isBuildId, releasePaths } from './releases';

/** Builds kept per remote besides the live one, the canary and the rollback targets: a tab that loaded one of them
 * still finds its lazy chunks. */
export const KEPT_BUILDS = 5;

export interface RemoteState {
  /** The build the manifest serves; null: the build in the remote's own server (its dist, or its container). */
  live: string | null;
  /** Earlier live builds, the latest last: what `rollback` returns to. */
  previous: Array<string | null>;
  canary: { build: string; share: number } | null;
  /** Every build in the folder, the oldest first. */
  builds: string[];
}

/** A refusal the command prints (in Turkish) and exits 1 with. */
export class DeployRefused extends Error {}

const emptyState = (): RemoteState => ({ live: null, previous: [], canary: null, builds: [] });

export function remoteOf(nameOrDir: string): RemoteInfo {
  const remote = REMOTES.find((r) => r.dir === nameOrDir || r.name === nameOrDir || r.segment === nameOrDir);
  if (!remote) throw new DeployRefused(`Bilinmeyen uzak modül: ${nameOrDir} (remotes.registry.json'da yok).`);
  return remote;
}

function writeAtomically(file: string, text: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.tmp`);
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}

function readState(dir: string, segment: string): RemoteState {
  try {
    return { ...emptyState(), ...(JSON.parse(fs.readFileSync(releasePaths(dir).state(segment), 'utf8')) as RemoteState) };
  } catch {
    return emptyState();
  }
}

/** The SHA-256 of a build folder: every file's relative path and bytes, in a fixed order. */
export function contentHash(folder: string): string {
  const hash = createHash('sha256');
  const walk = (sub: string) => {
    for (const entry of fs.readdirSync(path.join(folder, sub), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const rel = path.posix.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else
        hash
          .update(rel)
          .update('\0')
          .update(fs.readFileSync(path.join(folder, rel)))
          .update('\0');
    }
  };
  walk('');
  return hash.digest('hex');
}

const utcStamp = (date: Date) => date.toISOString().replace(/[-:T]/g, '').slice(0, 14);

/** Copies a build into the folder under its id (once: the same content deployed again is the same build). */
function storeBuild(dir: string, remote: RemoteInfo, from: string, now: Date): string {
  if (!fs.existsSync(path.join(from, 'mf-manifest.json')))
    throw new DeployRefused(`${from} bir uzak modül derlemesi değil (mf-manifest.json yok): önce npm run build -w ${remote.dir}.`);
  const digest = contentHash(from).slice(0, 12);
  const segmentDir = path.join(releasePaths(dir).remotes, remote.segment);
  fs.mkdirSync(segmentDir, { recursive: true });
  const existing = fs.readdirSync(segmentDir).find((name) => isBuildId(name) && name.endsWith(`-${digest}`));
  if (existing) return existing;
  const id = `${utcStamp(now)}-${digest}`;
  // Copied beside its final name and renamed: a half-copied build is never served.
  const tmp = path.join(segmentDir, `.${id}.${process.pid}.tmp`);
  fs.cpSync(from, tmp, { recursive: true });
  fs.renameSync(tmp, path.join(segmentDir, id));
  return id;
}

/** The manifest entry of a remote serving `build` (null: the build in its own server, as deploy/remotes.json says). */
function entryOf(dir: string, remote: RemoteInfo, build: string | null) {
  const base = remotesManifest((r) => `/remotes/${r.segment}/mf-manifest.json`).remotes.find((r) => r.name === remote.name)!;
  if (build === null) return base;
  const at = buildPath(remote.segment, build);
  const hasServer = fs.existsSync(path.join(releasePaths(dir).build(remote.segment, build), SERVER_BUILD_FILE));
  const entry: { name: string; entry: string; routes: string[]; server?: string } = {
    name: remote.name,
    entry: `${at}mf-manifest.json`,
    routes: remote.routes,
  };
  if (hasServer) entry.server = `${at}${SERVER_BUILD_FILE}`;
  return entry;
}

/** Rewrites every manifest from the states: the live one, each bucket's while a canary covers it, the canary flag. */
function writeManifests(dir: string) {
  const paths = releasePaths(dir);
  const states = new Map(REMOTES.map((r) => [r, readState(dir, r.segment)]));
  const live = { remotes: REMOTES.map((r) => entryOf(dir, r, states.get(r)!.live)) };
  const canaries = REMOTES.filter((r) => states.get(r)!.canary);
  // The buckets first, the live manifest after: a visitor reads one file or the other, each whole.
  fs.mkdirSync(paths.canaryDir, { recursive: true });
  for (let n = 0; n < CANARY_BUCKETS; n++) {
    const inCanary = canaries.filter((r) => n < states.get(r)!.canary!.share);
    const file = paths.canaryBucket(bucketName(n));
    if (inCanary.length === 0) fs.rmSync(file, { force: true });
    else {
      const remotes = REMOTES.map((r) => entryOf(dir, r, inCanary.includes(r) ? states.get(r)!.canary!.build : states.get(r)!.live));
      writeAtomically(file, `${JSON.stringify({ remotes })}\n`);
    }
  }
  if (canaries.length === 0) fs.rmSync(paths.canaryFlag, { force: true });
  else writeAtomically(paths.canaryFlag, `${JSON.stringify(Object.fromEntries(canaries.map((r) => [r.name, states.get(r)!.canary])))}\n`);
  writeAtomically(paths.manifest, `${JSON.stringify(live)}\n`);
}

/** Drops builds nothing refers to, beyond the newest KEPT_BUILDS. */
function prune(dir: string, remote: RemoteInfo, state: RemoteState) {
  const referenced = new Set([state.live, state.canary?.build, ...state.previous.slice(-KEPT_BUILDS)].filter(Boolean));
  const keep = new Set([...state.builds.slice(-KEPT_BUILDS), ...referenced]);
  for (const id of state.builds.filter((b) => !keep.has(b)))
    fs.rmSync(releasePaths(dir).build(remote.segment, id), { recursive: true, force: true });
  state.builds = state.builds.filter((b) => keep.has(b));
  state.previous = state.previous.filter((b) => b === null || keep.has(b)).slice(-KEPT_BUILDS);
}

/** One command at a time per folder: two squads deploying together would each rewrite the other's manifest. */
function withLock<T>(dir: string, work: () => T): T {
  const lock = path.join(dir, '.deploy.lock');
  fs.mkdirSync(dir, { recursive: true });
  const until = Date.now() + 30_000;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      // A lock older than a minute was left by a command that died.
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 60_000) fs.rmSync(lock, { force: true });
      else if (Date.now() > until) throw new DeployRefused('Başka bir yayın komutu sürüyor; biraz sonra yeniden deneyin.');
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

export type DeployCommand =
  | { command: 'deploy'; from?: string }
  | { command: 'rollback' }
  | { command: 'canary'; share: number; from?: string }
  | { command: 'promote' }
  | { command: 'abort' }
  | { command: 'status' };

export interface DeployResult {
  /** What the command did, in Turkish, for the squad. */
  message: string;
  state: RemoteState;
}

/** Runs one command for one remote on the releases folder `dir`. */
export function runDeployCommand(dir: string, remote: RemoteInfo, cmd: DeployCommand, now = new Date()): DeployResult {
  return withLock(dir, () => {
    const state = readState(dir, remote.segment);
    const live = (id: string | null) => (id === null ? 'kendi sunucusundaki derleme' : id);
    let message: string;
    switch (cmd.command) {
      case 'status':
        return {
          message:
            `${remote.dir}: yayında ${live(state.live)}` +
            (state.canary ? `; kanarya ${state.canary.build} (ziyaretçi payı %${state.canary.share})` : '') +
            `; geri alınabilir ${state.previous.length} derleme`,
          state,
        };
      case 'deploy': {
        if (state.canary) throw new DeployRefused(`${remote.dir}: bir kanarya sürüyor; önce npm run promote ya da npm run abort.`);
        const id = storeBuild(dir, remote, path.resolve(cmd.from ?? distOf(remote.dir)), now);
        if (id === state.live) return { message: `${remote.dir}: ${id} zaten yayında.`, state };
        state.builds = [...state.builds.filter((b) => b !== id), id];
        state.previous.push(state.live);
        state.live = id;
        message = `${remote.dir}: ${id} yayında.`;
        break;
      }
      case 'rollback': {
        if (state.canary) throw new DeployRefused(`${remote.dir}: bir kanarya sürüyor; geri almak için npm run abort.`);
        if (state.previous.length === 0) throw new DeployRefused(`${remote.dir}: geri alınacak önceki bir derleme yok.`);
        state.live = state.previous.pop()!;
        message = `${remote.dir}: geri alındı, yayında ${live(state.live)}.`;
        break;
      }
      case 'canary': {
        if (!Number.isInteger(cmd.share) || cmd.share < 1 || cmd.share > 99)
          throw new DeployRefused('Kanarya payı 1 ile 99 arasında bir tam sayı olmalı (--share 10).');
        const id = storeBuild(dir, remote, path.resolve(cmd.from ?? distOf(remote.dir)), now);
        if (id === state.live) throw new DeployRefused(`${remote.dir}: ${id} zaten yayında; kanarya için yeni bir derleme gerekli.`);
        state.builds = [...state.builds.filter((b) => b !== id), id];
        state.canary = { build: id, share: cmd.share };
        message = `${remote.dir}: ${id} kanarya olarak yayında (ziyaretçi payı %${cmd.share}); diğer ziyaretçiler ${live(state.live)} ile.`;
        break;
      }
      case 'promote': {
        if (!state.canary) throw new DeployRefused(`${remote.dir}: süren bir kanarya yok.`);
        state.previous.push(state.live);
        state.live = state.canary.build;
        state.canary = null;
        message = `${remote.dir}: kanarya ${state.live} herkese yayında.`;
        break;
      }
      case 'abort': {
        if (!state.canary) throw new DeployRefused(`${remote.dir}: süren bir kanarya yok.`);
        message = `${remote.dir}: kanarya ${state.canary.build} durduruldu; herkes ${live(state.live)} ile.`;
        state.canary = null;
        break;
      }
    }
    prune(dir, remote, state);
    writeAtomically(releasePaths(dir).state(remote.segment), `${JSON.stringify(state, null, 2)}\n`);
    writeManifests(dir);
    return { message, state };
  });
}

/** The command line after the command's name: `--share 10`, `--from <build folder>`. */
export function parseDeployArgs(command: string | undefined, args: string[]): DeployCommand {
  const value = (flag: string) => {
    const i = args.indexOf(flag);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const from = value('--from');
  switch (command) {
    case 'deploy':
      return { command, from };
    case 'canary': {
      const share = Number(value('--share'));
      return { command, share, from };
    }
    case 'rollback':
    case 'promote':
    case 'abort':
    case 'status':
      return { command };
    default:
      throw new DeployRefused(
        'Komut: deploy [--from <klasör>] | rollback | canary --share <1-99> [--from <klasör>] | promote | abort | status',
      );
  }
}
