// A squad's browser tests run against the other parts as deployed (scripts/test-remote.ts): the staging releases folder
// serves every other remote at its live build and the squad's new build through the deploy command's own manifests.
import { strict as assert } from 'node:assert';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { DeployRefused, runDeployCommand } from '../../scripts/lib/deployRemote';
import { REMOTES } from '../../scripts/lib/layout';
import { releasePaths } from '../../scripts/lib/releases';
import { stageSquadReleases } from '../../scripts/lib/squadReleases';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kredi-squad-'));
const crm = REMOTES.find((r) => r.dir === 'mf-crm')!;
const calculator = REMOTES.find((r) => r.dir === 'mf-calculator')!;

/** A stand-in build: a manifest and one file that tells the builds apart. */
function fakeBuild(name: string): string {
  const dir = path.join(tmp, 'builds', name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), `{"name":"${name}"}\n`);
  fs.writeFileSync(path.join(dir, 'build.txt'), `${name}\n`);
  return dir;
}

const ownBuilds = path.join(tmp, 'own');
const ownBuildOf = (dir: string) => path.join(ownBuilds, dir);
for (const remote of REMOTES) fs.cpSync(fakeBuild(`${remote.dir}-own`), ownBuildOf(remote.dir), { recursive: true });

type Manifest = { remotes: Array<{ name: string; entry: string }> };
const liveManifest = (dir: string) => JSON.parse(fs.readFileSync(releasePaths(dir).manifest, 'utf8')) as Manifest;
const entryOf = (manifest: Manifest, name: string) => manifest.remotes.find((r) => r.name === name)!.entry;

describe('the staging releases of a squad run', () => {
  test('every other remote at its live build (not its canary), its own build where nothing was deployed, and the new build on top', () => {
    const deployed = path.join(tmp, 'deployed');
    runDeployCommand(deployed, calculator, { command: 'deploy', from: fakeBuild('calculator-v1') });
    runDeployCommand(deployed, calculator, { command: 'canary', share: 10, from: fakeBuild('calculator-v2') });
    const liveCalculator = entryOf(liveManifest(deployed), calculator.name);
    runDeployCommand(deployed, crm, { command: 'deploy', from: fakeBuild('crm-live') });
    const deployedBefore = fs.readFileSync(releasePaths(deployed).manifest, 'utf8');

    const staging = path.join(tmp, 'staging');
    const { parts } = stageSquadReleases({ deployed, staging, remote: crm, build: fakeBuild('crm-new'), ownBuildOf });

    const manifest = liveManifest(staging);
    assert.equal(entryOf(manifest, calculator.name), liveCalculator, 'the calculator as everybody gets it');
    const crmEntry = entryOf(manifest, crm.name);
    assert.match(crmEntry, /^\/remotes\/crm\/[0-9]{14}-[0-9a-f]{12}\/mf-manifest\.json$/);
    const crmBuild = path.join(staging, crmEntry.replace(/^\/remotes\//, 'remotes/').replace(/mf-manifest\.json$/, 'build.txt'));
    assert.equal(fs.readFileSync(crmBuild, 'utf8'), 'crm-new\n', 'the squad tests its new build, not the deployed one');
    const calculatorBuild = path.join(
      staging,
      liveCalculator.replace(/^\/remotes\//, 'remotes/').replace(/mf-manifest\.json$/, 'build.txt'),
    );
    assert.equal(fs.readFileSync(calculatorBuild, 'utf8'), 'calculator-v1\n');
    assert.equal(fs.existsSync(releasePaths(staging).canaryFlag), false, 'no canary in the staging folder');
    for (const other of REMOTES.filter((r) => r !== crm && r !== calculator)) {
      assert.equal(entryOf(manifest, other.name), `/remotes/${other.segment}/mf-manifest.json`, `${other.dir} from its own build`);
      assert.equal(parts.find((p) => p.remote === other)?.served, 'dist');
    }
    assert.equal(fs.readFileSync(releasePaths(deployed).manifest, 'utf8'), deployedBefore, 'the deployed folder is untouched');
  });

  test('a remote neither deployed nor built is named, and nothing is staged', () => {
    const staging = path.join(tmp, 'staging-refused');
    const missing = (dir: string) => (dir === 'mf-admin' ? path.join(tmp, 'nowhere') : ownBuildOf(dir));
    assert.throws(
      () => stageSquadReleases({ deployed: path.join(tmp, 'empty'), staging, remote: crm, build: fakeBuild('crm-x'), ownBuildOf: missing }),
      (error: unknown) => error instanceof DeployRefused && /mf-admin ne .* yayında ne de derlenmiş/.test(error.message),
    );
    assert.equal(fs.existsSync(releasePaths(staging).manifest), false);
  });
});
