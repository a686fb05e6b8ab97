// A squad's browser tests run its new build against the other parts as they are deployed: a staging releases folder
// holds the other remotes' live builds (copied from the deployed releases folder, or their own dist where nothing was
// deployed) and this remote's new build deployed on top, with the same deploy command a release uses.
import fs from 'node:fs';
import path from 'node:path';
import { DeployRefused, runDeployCommand, type RemoteState } from './deployRemote';
import { REMOTES, distOf, type RemoteInfo } from './layout';
import { releasePaths } from './releases';

export interface StagedPart {
  remote: RemoteInfo;
  /** The live build id taken from the deployed folder, or 'dist' for the build in the remote's own folder. */
  served: string;
}

function liveBuildOf(deployed: string, segment: string): string | null {
  try {
    return (JSON.parse(fs.readFileSync(releasePaths(deployed).state(segment), 'utf8')) as RemoteState).live ?? null;
  } catch {
    return null;
  }
}

/**
 * Fills `staging` (emptied first) from the deployed releases folder `deployed`: every other remote at its live build
 * (a running canary is not followed: the tests run against what everybody gets), then `remote`'s build from `build`.
 */
export function stageSquadReleases(options: {
  deployed: string;
  staging: string;
  remote: RemoteInfo;
  build: string;
  now?: Date;
  /** Where a remote's own build lies (its dist/ unless a test says otherwise). */
  ownBuildOf?: (dir: string) => string;
}): {
  parts: StagedPart[];
  message: string;
} {
  const { deployed, staging, remote, build, ownBuildOf = distOf } = options;
  fs.rmSync(staging, { recursive: true, force: true });
  const stagingPaths = releasePaths(staging);
  const parts: StagedPart[] = [];
  for (const other of REMOTES.filter((r) => r !== remote)) {
    const live = liveBuildOf(deployed, other.segment);
    if (live === null) {
      if (!fs.existsSync(path.join(ownBuildOf(other.dir), 'mf-manifest.json')))
        throw new DeployRefused(
          `${other.dir} ne ${deployed} klasöründe yayında ne de derlenmiş: önce npm run deploy -w ${other.dir} (ya da npm run build -w ${other.dir}).`,
        );
      parts.push({ remote: other, served: 'dist' });
      continue;
    }
    const from = releasePaths(deployed).build(other.segment, live);
    if (!fs.existsSync(path.join(from, 'mf-manifest.json')))
      throw new DeployRefused(`${other.dir}: yayındaki derleme ${live} ${from} klasöründe yok.`);
    fs.cpSync(from, stagingPaths.build(other.segment, live), { recursive: true });
    const state: RemoteState = { live, previous: [], canary: null, builds: [live] };
    fs.mkdirSync(path.dirname(stagingPaths.state(other.segment)), { recursive: true });
    fs.writeFileSync(stagingPaths.state(other.segment), `${JSON.stringify(state, null, 2)}\n`);
    parts.push({ remote: other, served: live });
  }
  // The deploy command writes the manifests from every state, so the other remotes' states come first.
  const { message } = runDeployCommand(staging, remote, { command: 'deploy', from: build }, options.now);
  return { parts, message };
}
