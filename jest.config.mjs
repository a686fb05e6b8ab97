// Unit and component tests of the browser packages and the contracts (the API has its own runner on a real database).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REMOTES } from './tooling/remotesRegistry.mjs';

const tooling = path.join(path.dirname(fileURLToPath(import.meta.url)), 'tooling/jest');

const browserProject = (dir) => ({
  displayName: dir,
  rootDir: `<rootDir>/${dir}`,
  testEnvironment: 'jest-fixed-jsdom',
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  },
  moduleNameMapper: {
    '\\.(css)$': 'identity-obj-proxy',
    '\\.(png|jpe?g|gif|svg|webp)$': path.join(tooling, 'fileStub.cjs'),
  },
  setupFilesAfterEnv: [path.join(tooling, 'setup.ts')],
});

export default {
  // userEvent-driven page tests type and click through whole forms: slow on a loaded 2-core machine.
  testTimeout: 15_000,
  projects: ['shared/contracts', 'shared/kernel', 'shared/staff-ui', 'shell', 'render-service', ...REMOTES.map((r) => r.dir)].map(
    browserProject,
  ),
};
