import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// The real runtime (the version the builds use); each test takes a fresh copy, so its class starts unpatched.
type RuntimeCore = typeof import('@module-federation/runtime-core');
const freshRuntime = (): RuntimeCore => {
  let runtime: RuntimeCore | undefined;
  jest.isolateModules(() => {
    runtime = jest.requireActual<RuntimeCore>('@module-federation/runtime-core');
  });
  return runtime!;
};
const freshPlugin = () => {
  let plugin: typeof import('./shareResolutionOncePlugin') | undefined;
  jest.isolateModules(() => {
    plugin = jest.requireActual<typeof import('./shareResolutionOncePlugin')>('./shareResolutionOncePlugin');
  });
  return plugin!;
};

const PACKAGES = ['react', 'react-dom', '@mui/material/Button', '@mui/material/TextField', '@kredi/kernel'];
const libraryOf = (name: string) => ({ name });

/** A container providing PACKAGES (loaded, singletons, exact ranges), counting what it registers and what it resolves. */
function container(runtime: RuntimeCore, plugins: ModuleFederationRuntimePlugin[], range = (v: string) => `^${v}`) {
  const counts = { registered: 0, satisfyChecks: 0 };
  const counter: ModuleFederationRuntimePlugin = {
    name: 'test-counter',
    beforeInit(args) {
      args.origin.sharedHandler.hooks.lifecycle.afterRegisterShare.on(() => {
        counts.registered += 1;
      });
      return args;
    },
  };
  const shared = Object.fromEntries(
    PACKAGES.map((name) => [
      name,
      {
        version: '2.1.1',
        lib: () => libraryOf(name),
        shareConfig: { singleton: true, strictVersion: name === '@kredi/kernel', requiredVersion: range('2.1.1') },
      },
    ]),
  );
  const instance = new runtime.ModuleFederation({
    name: `host${Math.random().toString(36).slice(2)}`,
    remotes: [],
    shared,
    shareStrategy: 'loaded-first',
    plugins: [...plugins, counter],
  });
  return { instance, counts };
}

const consumeAll = async (instance: InstanceType<RuntimeCore['ModuleFederation']>) => {
  const libraries = [];
  for (const name of PACKAGES) libraries.push(await instance.loadShare(name));
  return libraries.map((factory) => (typeof factory === 'function' ? factory() : factory));
};

test('without the fix, every shared module consumed registers all of them again (the runtime bug it works around)', async () => {
  const { instance, counts } = container(freshRuntime(), []);
  const before = counts.registered;
  await consumeAll(instance);
  expect(counts.registered - before).toBe(PACKAGES.length * PACKAGES.length);
});

test('with the fix, a container registers its shared modules once, and each consumer gets the same library', async () => {
  const runtime = freshRuntime();
  const { default: plugin } = freshPlugin();
  const fixed = container(runtime, [plugin()]);
  const before = fixed.counts.registered;
  const libraries = await consumeAll(fixed.instance);
  expect(fixed.counts.registered - before).toBe(PACKAGES.length);
  expect(libraries).toEqual(PACKAGES.map(libraryOf));
  // A second container of the same runtime (a remote, on the host's runtime) is fixed without its own plugin.
  const remote = container(runtime, []);
  const remoteBefore = remote.counts.registered;
  expect(await consumeAll(remote.instance)).toEqual(PACKAGES.map(libraryOf));
  expect(remote.counts.registered - remoteBefore).toBe(PACKAGES.length);
});

test('with the fix, the runtime still reads every singleton’s range: one outside it is warned about', async () => {
  const { default: plugin } = freshPlugin();
  const { instance } = container(freshRuntime(), [plugin()], () => '^3.0.0');
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    await instance.loadShare('@mui/material/Button');
    expect(warn.mock.calls.flat().join(' ')).toMatch(/@mui\/material\/Button/);
  } finally {
    warn.mockRestore();
  }
});

test('a kernel of another major version is still refused (strict version), with the fix', async () => {
  const { default: plugin } = freshPlugin();
  const { instance } = container(freshRuntime(), [plugin()], () => '^3.0.0');
  await expect(instance.loadShare('@kredi/kernel')).rejects.toThrow(/does not satisfy/);
});
