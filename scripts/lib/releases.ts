// The deployed builds of the remotes and the manifest that points at them (docs/architecture.md, "How a squad ships a
// remote"). One folder, shared by the deploy commands (scripts/deploy-remote.ts), `npm start`'s Node gateway and
// compose's nginx (which mounts the folder holding it, never a single file: Docker pins a file mount to its inode, so
// a renamed-in manifest would not be seen until the container restarts):
//
//   <releases>/remotes/<segment>/<buildId>/   one build, never changed once written (served at the same path)
//   <releases>/manifest/remotes.json           the live manifest, replaced by write-then-rename
//   <releases>/manifest/canary/<bucket>.json   the manifest of the visitors in that bucket while a canary runs
//   <releases>/manifest/canary.json            present while a canary runs: which remote, which build, what share
//   <releases>/state/<segment>.json            the deploy commands' own record (live, previous, canary, kept builds)
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES_BUCKET_HEADER, remotesBucketOf } from '../../render-service/src/renderServiceProtocol';
import { REMOTES, repoRoot } from './layout';

export { REMOTES_BUCKET_HEADER, remotesBucketOf };

/** A build's id: the UTC time of its first deploy (yyyymmddHHMMSS) and 12 hex digits of its content's SHA-256. */
export const BUILD_ID_PATTERN = '[0-9]{14}-[0-9a-f]{12}';
export const isBuildId = (value: string) => new RegExp(`^${BUILD_ID_PATTERN}$`).test(value);
/** The paths of deployed builds, /remotes/<segment>/<buildId>/… (a route of the edge, edge.ts). */
export const RELEASE_PATH_PATTERN = `^/remotes/(${REMOTES.map((r) => r.segment).join('|')})/${BUILD_ID_PATTERN}/`;

/** Where `npm start` and the deploy commands keep the releases unless RELEASES_DIR says otherwise. */
export const DEFAULT_RELEASES_DIR = path.join(repoRoot, 'deploy/releases');
export const releasesDirFromEnv = (env: Record<string, string | undefined>) => path.resolve(env.RELEASES_DIR || DEFAULT_RELEASES_DIR);

/** The canary's sticky visitor cookie (docs/kvkk.md: strictly necessary; set only while a canary runs). */
export const DEPLOY_COOKIE = 'kredi_surum';
/** Thirty days: a visitor keeps the same build for as long as a canary usually runs. */
export const DEPLOY_COOKIE_MAX_AGE_S = 30 * 24 * 3600;
/** A visitor id as either gateway makes it (nginx: $request_id, 32 hex digits; Node: the same shape). */
const VISITOR_ID = /^[0-9a-f]{32}$/;

/** Visitors fall into 100 buckets; a canary of share N serves its build to buckets 00 … N-1. */
export const CANARY_BUCKETS = 100;
export const bucketName = (n: number) => String(n).padStart(2, '0');

export function releasePaths(dir: string) {
  const manifestDir = path.join(dir, 'manifest');
  return {
    remotes: path.join(dir, 'remotes'),
    build: (segment: string, id: string) => path.join(dir, 'remotes', segment, id),
    manifestDir,
    manifest: path.join(manifestDir, 'remotes.json'),
    canaryDir: path.join(manifestDir, 'canary'),
    canaryBucket: (bucket: string) => path.join(manifestDir, 'canary', `${bucket}.json`),
    canaryFlag: path.join(manifestDir, 'canary.json'),
    state: (segment: string) => path.join(dir, 'state', `${segment}.json`),
  };
}

/** The URL path a build is served at. */
export const buildPath = (segment: string, id: string) => `/remotes/${segment}/${id}/`;

/** The bucket of a visitor id: the first four bytes of its SHA-256, modulo 100. */
export function bucketOf(visitorId: string): string {
  return bucketName(createHash('sha256').update(visitorId).digest().readUInt32BE(0) % CANARY_BUCKETS);
}

export const newVisitorId = () => randomBytes(16).toString('hex');

/** The deploy cookie's value in a Cookie header, if it is a visitor id either gateway made. */
export function visitorIdOf(cookieHeader: string | string[] | undefined): string | undefined {
  for (const part of [cookieHeader].flat().join(';').split(';')) {
    const [name, value] = part.trim().split('=', 2);
    if (name === DEPLOY_COOKIE && value && VISITOR_ID.test(value)) return value;
  }
  return undefined;
}

/** Whether a Cookie header holds the deploy cookie and nothing else (a page for everyone, not for someone). */
export function onlyDeployCookie(cookieHeader: string | string[] | undefined): boolean {
  const parts = [cookieHeader]
    .flat()
    .join(';')
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length > 0 && parts.every((p) => p.startsWith(`${DEPLOY_COOKIE}=`));
}

export const deployCookieHeader = (visitorId: string) =>
  `${DEPLOY_COOKIE}=${visitorId}; Path=/; Max-Age=${DEPLOY_COOKIE_MAX_AGE_S}; SameSite=Lax; HttpOnly`;

/** A file's text, or undefined when it is not there. */
function readIfThere(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The Node gateway's reading of a releases folder, per request (each file is small and replaced by rename, so a read
 * sees the old file or the new one, never half of one).
 */
export function createReleaseReader(dir: string) {
  const paths = releasePaths(dir);
  return {
    dir,
    canaryRunning: () => fs.existsSync(paths.canaryFlag),
    /** The manifest of a bucket: its canary manifest while it is in a canary's share, else the live one; undefined
     * when nothing was deployed here (the gateway then serves the manifest of the builds in each remote's dist). */
    manifestText(bucket: string | undefined): string | undefined {
      if (bucket !== undefined) {
        const canary = readIfThere(paths.canaryBucket(bucket));
        if (canary !== undefined) return canary;
      }
      return readIfThere(paths.manifest);
    },
    /** Where the remotes' deployed builds lie (/remotes/<segment>/<buildId>/… below it). */
    remotesDir: paths.remotes,
  };
}
export type ReleaseReader = ReturnType<typeof createReleaseReader>;
