// The kernel's contract test (docs/architecture.md, 'Contract tests'): what the shell and each remote recorded of the
// kernel (`<part>/kernel-contract/kernel-<major>.d.ts`) still holds against this kernel, so that a change that would
// break a deployed remote fails here and not in production.
import fs from 'node:fs';
import path from 'node:path';
import { checkKernelContracts, checkRecordSet, type PartContracts } from '../../../tooling/kernelContracts/check';
import { CURRENT_KERNEL, partContractsOf } from '../../../tooling/kernelContracts/parts';

const repoRoot = path.resolve(__dirname, '../../..');
const kernelSrc = path.join(repoRoot, 'shared/kernel/src');
// Each check builds a TypeScript program over the kernel and its MUI, Redux and router types.
const COMPILER_TIMEOUT = 180_000;

let parts: PartContracts[];
beforeAll(() => {
  parts = partContractsOf(repoRoot);
}, COMPILER_TIMEOUT);
const part = (name: string) => parts.find((p) => p.part === name)!;
/** The kernel version a part's record of major 4 was written against (a later minor keeps it valid). */
const recordedVersion = (name: string) => /kernel: '([^']+)'/.exec(part(name).records[0]!.text)![1]!;

/** A kernel file's text with some changes; each must apply, or the test would check the unchanged kernel. */
function changed(file: string, ...changes: Array<[from: string, to: string]>): [string, string] {
  const full = path.join(kernelSrc, file);
  let text = fs.readFileSync(full, 'utf8');
  for (const [from, to] of changes) {
    expect(text).toContain(from);
    text = text.replace(from, to);
  }
  return [full, text];
}

test(
  'every record of the shell and the remotes holds against this kernel',
  () => {
    expect(parts.map((p) => p.part)).toEqual(
      expect.arrayContaining(['shell', 'mf-marketing', 'mf-credit-form', 'mf-calculator', 'mf-crm', 'mf-admin']),
    );
    for (const p of parts) expect(p.records.length).toBeGreaterThan(0);
    expect(checkKernelContracts(repoRoot, parts, CURRENT_KERNEL)).toEqual([]);
  },
  COMPILER_TIMEOUT,
);

test(
  'a kernel major that drops or changes what a deployed remote uses fails, naming the remote, the name and the kernel',
  () => {
    // Kernel 5 serving 4.x: the remotes' records of kernel 4 are the builds still deployed, checked for the window.
    const kernel5 = { version: '5.0.0', previousMajorServed: 4 };
    const kernelFiles = new Map([
      changed('index.ts', ['  selectCrmToken,\n', '']),
      changed(
        'session/sessionSlice.ts',
        ['actionCreator<{ token: string; personel: Personel }>', 'actionCreator<{ token: string; personel: Personel; expiresAt: number }>'],
        // The session's shape, as a remote reads it from the store.
        ['  adminToken: string | null;\n}', '  adminToken: { value: string } | null;\n}'],
      ),
      // An additive change (a minor's): a new optional field of the site config, in the store and from useSiteConfig.
      changed('config/siteConfig.ts', ['export interface SiteConfig {\n', 'export interface SiteConfig {\n  legalNotice?: string;\n']),
      // A type the remotes build and the shell reads: a new field must be optional.
      changed('federation/contract.ts', ['export interface RemoteRoute {\n', 'export interface RemoteRoute {\n  owner: string;\n']),
    ]);
    const failures = checkKernelContracts(repoRoot, [part('mf-crm'), part('mf-admin')], kernel5, kernelFiles);
    const recorded = (remote: string) => `recorded at kernel ${recordedVersion(remote)} in ${remote}/kernel-contract/kernel-4.d.ts`;
    expect(failures).toContain(`mf-crm uses selectCrmToken from @kredi/kernel: kernel 5.0.0 no longer exports it (${recorded('mf-crm')})`);
    const incompatible = (remote: string, name: string, what = 'type') =>
      expect(failures).toContainEqual(
        expect.stringContaining(
          `${remote} uses ${name} from @kredi/kernel: its ${what} in kernel 5.0.0 is not compatible with the one ${remote} was built against (${recorded(remote)}): `,
        ),
      );
    incompatible('mf-crm', 'crmSignedIn');
    incompatible('mf-admin', 'selectAdminToken');
    incompatible('mf-admin', 'SessionState', 'definition');
    incompatible('mf-crm', 'RemoteRoute', 'definition');
    expect(failures).toContainEqual(
      expect.stringMatching(
        /^mf-crm uses RemoteRoute .*Property 'owner' is missing in type 'recorded RemoteRoute' but required in type 'kernel RemoteRoute'/,
      ),
    );
    // What did not change, or changed additively, stays quiet.
    expect(failures.filter((f) => /uses (formatLira|useAppSelector|useSiteConfig|Link|RequireStaffSession) /.test(f))).toEqual([]);
  },
  COMPILER_TIMEOUT,
);

test("a record that does not list what a remote's sources use is stale, and says how to regenerate it", () => {
  const crm = part('mf-crm');
  const extra = { entry: '@kredi/kernel', name: 'useNewKernelHook', files: ['mf-crm/src/features/example.tsx'] };
  const { failures } = checkRecordSet([{ ...crm, uses: [...crm.uses, extra] }], CURRENT_KERNEL);
  expect(failures).toEqual([
    'mf-crm uses useNewKernelHook from @kredi/kernel (mf-crm/src/features/example.tsx), which mf-crm/kernel-contract/kernel-4.d.ts does not list: ' +
      'the record is stale; regenerate it: npx tsx scripts/kernel-contracts.ts --write',
  ]);
  const [first, ...rest] = crm.uses;
  expect(checkRecordSet([{ ...crm, uses: rest }], CURRENT_KERNEL).failures).toEqual([
    `mf-crm/kernel-contract/kernel-4.d.ts lists ${first!.name} from ${first!.entry}, which mf-crm no longer uses: ` +
      'the record is stale; regenerate it: npx tsx scripts/kernel-contracts.ts --write',
  ]);
});

test('a record of the previous major stays checked for the window, and fails once the window has closed', () => {
  const crm = part('mf-crm');
  const [record4] = crm.records;
  const record5 = {
    file: 'mf-crm/kernel-contract/kernel-5.d.ts',
    text: record4!.text.replace(/kernel: '[^']+'/, "kernel: '5.0.0'").replace("range: '^4.0.0'", "range: '^5.0.0'"),
  };
  expect(record5.text).not.toBe(record4!.text);
  const moved = { ...crm, range: '^5.0.0', records: [record4!, record5] };

  const inWindow = checkRecordSet([moved], { version: '5.1.0', previousMajorServed: 4 });
  expect(inWindow.failures).toEqual([]);
  expect(inWindow.toCheck.map((c) => c.record.file)).toEqual([
    'mf-crm/kernel-contract/kernel-4.d.ts',
    'mf-crm/kernel-contract/kernel-5.d.ts',
  ]);

  const closed = checkRecordSet([moved], { version: '6.0.0', previousMajorServed: 5 });
  expect(closed.failures).toEqual([
    `mf-crm/kernel-contract/kernel-4.d.ts records a build for ^4.0.0 (kernel ${recordedVersion('mf-crm')}), whose window has closed (kernel 6.0.0 serves 6.x and 5.x): ` +
      'no deployed build of mf-crm may need it; remove it: npx tsx scripts/kernel-contracts.ts --write',
  ]);
  expect(closed.toCheck.map((c) => c.record.file)).toEqual(['mf-crm/kernel-contract/kernel-5.d.ts']);

  // A remote still built for a major the kernel no longer serves is named too.
  expect(checkRecordSet([crm], { version: '5.0.0', previousMajorServed: null }).failures).toContain(
    'mf-crm is built for @kredi/kernel ^4.0.0, which kernel 5.0.0 serves 5.x does not serve',
  );
});
