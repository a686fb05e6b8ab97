// One lint config for the monorepo. Import boundaries follow bulletproof-react (shared -> features -> app inside a
// package) and the architecture (docs/architecture.md): remotes never import each other, the API imports no browser
// code, browser packages reach the kernel only through its entry point, contracts import nothing of either side.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { REMOTES } from './tooling/remotesRegistry.mjs';

const remoteDirs = REMOTES.map((r) => r.dir);
const apps = ['shell', ...remoteDirs];

/** Per app: features never import the app layer, and a feature never imports another feature. */
const featureBoundaries = apps.map((app) => ({
  files: [`${app}/src/**/*.{ts,tsx}`],
  plugins: { 'import-x': importX },
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        zones: [
          { target: `./${app}/src/features`, from: `./${app}/src/app`, message: 'Özellikler uygulama katmanını içe aktaramaz.' },
          {
            target: `./${app}/src/features/*/**`,
            from: `./${app}/src/features/*/**`,
            except: ['../..'],
            message: 'Bir özellik başka bir özelliği içe aktaramaz; ortak kodu paketin ortak katmanına taşıyın.',
          },
          ...['components', 'hooks', 'lib', 'utils', 'config', 'types'].map((dir) => ({
            target: `./${app}/src/${dir}`,
            from: [`./${app}/src/features`, `./${app}/src/app`],
            message: 'Ortak katman özellikleri veya uygulamayı içe aktaramaz.',
          })),
          // Each remote is its own squad's: no import of another remote's (or the shell's) files.
          ...apps
            .filter((other) => other !== app)
            .map((other) => ({ target: `./${app}`, from: `./${other}`, message: `${app}, ${other} paketinin dosyalarını içe aktaramaz.` })),
        ],
      },
    ],
  },
}));

/** MUI barrels: import each component from its own path. */
const MUI_BARRELS = ['@mui/material', '@mui/icons-material', '@mui/system'].map((name) => ({
  name,
  message: `'${name}' toplu dışa aktarımı yerine bileşeni kendi yolundan içe aktarın ('${name}/<Bileşen>'); tipler '@mui/material/styles' içindedir.`,
}));

/** The router comes from the kernel. */
const ROUTER_PACKAGES = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: "Yönlendirici çekirdekten gelir: Link, useNavigate, ... '@kredi/kernel' içinden içe aktarılır.",
}));

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/@mf-types/**', '**/.federation/**', 'e2e/test-results/**', 'e2e/playwright-report/**', 'e2e/.tmp/**', '.data/**', 'api/drizzle/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['api/**', 'e2e/**', 'bench/**', 'scripts/**', 'shared/contracts/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message: "Depoya yalnızca '@kredi/kernel' içindeki useAppSelector/useAppDispatch/useAppStore ile erişin.",
            },
          ],
          patterns: [
            { group: ['**/features/*/index', '**/features/*/index.ts'], message: 'Özellik klasörlerinde barrel dosyası kullanılmaz.' },
            {
              regex: '^@kredi/kernel/(?!testing$|harness$)|/kernel/src/',
              message: "Çekirdeğe yalnızca giriş noktasından ('@kredi/kernel') ulaşın.",
            },
            { regex: '^@kredi/contracts(/[^/]+/.+)?$|/contracts/src/', message: "Sözleşmeleri alan adıyla içe aktarın: '@kredi/contracts/<alan>'." },
            { group: [...remoteDirs, ...remoteDirs.map((d) => `${d}/*`)], message: 'Bir uzak modül başka bir uzak modülü içe aktaramaz.' },
          ],
        },
      ],
    },
  },
  {
    // MUI is shared per component between the shell and the remotes (tooling/webpack/sharedSingletons.mjs): the
    // barrels would pull every component into one shared chunk that no build can tree-shake. Its own rule name, so
    // the files that switch off the core no-restricted-imports still get this one.
    files: ['{shell,shared/kernel,mf-*}/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: MUI_BARRELS }] },
  },
  {
    // The router is the kernel's (shared/kernel/src/routing/router.ts): a page importing react-router itself would bundle a
    // second copy whose Link finds no router. Tests may build their own routers.
    // The composer's server code (shell/src/server) runs in Node, where react-router is one module for all.
    files: ['{shell,mf-*}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shell/src/server/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [...MUI_BARRELS, ...ROUTER_PACKAGES] }] },
  },
  {
    // Test and dev-harness entry points of the kernel are allowed only where they belong.
    files: ['{shell,mf-*}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/harness/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/^@kredi\\/kernel\\/(testing|harness)$/]",
          message: "'@kredi/kernel/testing' yalnızca testlerde, '@kredi/kernel/harness' yalnızca src/harness altında kullanılır.",
        },
      ],
    },
  },
  {
    // The shell's entry chunk runs before the async boundary, where shared modules cannot be consumed yet: it reads
    // the kernel's pure, dependency-free modules directly.
    files: ['shell/src/index.ts', 'shell/src/features/remotes/lib/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The render service's own thread routes pages to worker threads; it reads the pure manifest module, not the
    // barrel (React, MUI, the store: only the workers load those).
    files: ['shell/src/server/renderPools.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['shared/kernel/src/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The API runs on the server: no browser code, no React, no kernel.
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@kredi/kernel', '@kredi/kernel/*', 'react', 'react-dom', 'react-dom/*', '@mui/*', '@emotion/*', 'notistack', '**/kernel/src/**', ...remoteDirs.map((d) => `**/${d}/**`), '**/shell/**'],
              message: "API tarayıcı kodu içe aktaramaz; ortak kurallar '@kredi/contracts/<alan>' içindedir.",
            },
          ],
        },
      ],
    },
  },
  {
    // Contracts are pure: bundled into the API and into each remote, they import neither side.
    files: ['shared/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@kredi/kernel', '@kredi/kernel/*', 'react', 'react-dom', '@mui/*', '@emotion/*', 'fastify', 'drizzle-orm', 'drizzle-orm/*', '**/api/src/**', '**/kernel/src/**'],
              message: 'Sözleşmeler tarayıcıdan ve API’den bağımsızdır.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    files: ['**/*.test.{ts,tsx}', 'tooling/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
