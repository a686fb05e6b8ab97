import { resolveKernelShare, type ResolveShareArgs } from './kernelWindow';
import { failureOf } from './remoteFailures';

/** The runtime's arguments for a remote consuming the kernel, whose own resolver refuses (strictVersion). */
function refusedArgs(requiredVersion: string, pkgName = '@kredi/kernel'): ResolveShareArgs {
  const shared = { version: '5.2.0', from: 'shell' };
  return {
    pkgName,
    version: '5.2.0',
    scope: 'default',
    shareScopeMap: { default: { [pkgName]: { '5.2.0': shared } } },
    shareInfo: { from: 'mf_admin', shareConfig: { singleton: true, strictVersion: true, requiredVersion } },
    resolver: () => {
      throw new Error(
        `Version 5.2.0 of shared singleton module ${pkgName} does not satisfy the requirement of mf_admin which needs ${requiredVersion})`,
      );
    },
  } as unknown as ResolveShareArgs;
}

test("the previous major the kernel still serves takes the shell's kernel, for both of its shares", () => {
  const window = { version: '5.2.0', previousMajor: 4 };
  for (const pkg of ['@kredi/kernel', '@kredi/kernel/api']) {
    const args = refusedArgs('^4.3.0', pkg);
    expect(resolveKernelShare(args, window).resolver()).toEqual({ shared: { version: '5.2.0', from: 'shell' }, useTreesShaking: false });
  }
});

test('a major outside the window is still refused, and the refusal is recorded with its reason for the report', () => {
  expect(() => resolveKernelShare(refusedArgs('^3.0.0'), { version: '5.2.0', previousMajor: 4 }).resolver()).toThrow(/does not satisfy/);
  expect(failureOf('mf_admin', new Error('RUNTIME-008'))).toEqual({
    reason: 'kernel-refused',
    text: 'kernel ^3.0.0 istendi, kabuk 5.2.0 sunuyor',
  });
  // A kernel that names no previous major serves its own only.
  expect(() => resolveKernelShare(refusedArgs('^4.0.0'), { version: '5.2.0', previousMajor: null }).resolver()).toThrow();
});

test('other shares keep the runtime’s own resolution', () => {
  const args = refusedArgs('^4.0.0', 'react');
  expect(resolveKernelShare(args, { version: '5.2.0', previousMajor: 4 })).toBe(args);
});
