// Unit and component tests of the browser packages (the API has its own runner on a real database).
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
    '\\.(png|jpe?g|gif|svg|webp)$': '<rootDir>/../tooling/jest/fileStub.cjs',
  },
  setupFilesAfterEnv: ['<rootDir>/../tooling/jest/setup.ts'],
});

export default {
  projects: ['contracts', 'kernel', 'shell', 'mf-marketing', 'mf-credit-form', 'mf-calculator', 'mf-crm', 'mf-admin'].map(browserProject),
};
