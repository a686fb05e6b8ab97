// One lint config for the monorepo. Import boundaries follow bulletproof-react (shared -> features -> app inside a
// package) and the architecture (docs/architecture.md): remotes never import each other, the API imports no browser
// code, browser packages reach the kernel only through its entry point, contracts import nothing of either side.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { existsSync, readdirSync } from 'node:fs';
import globals from 'globals';
import eslintConfigPrettier from 'eslint-config-prettier/flat';
import { REMOTES } from './tooling/remotesRegistry.mjs';
import { MUI_NOT_IN_BUILD_API } from './tooling/webpack/muiWithoutCssVars.mjs';

const remoteDirs = REMOTES.map((r) => r.dir);
const apps = ['shell', ...remoteDirs];
/** The staff apps: the only packages that bundle the staff UI (shared/staff-ui); the public pages never carry it. */
const STAFF_APPS = ['mf-crm', 'mf-admin'];

/**
 * The shell holds one program besides the application: the intent loader, which runs before the application and
 * must stay a few KB, so it reads only its own files and the one pure module that marks the page interactive.
 */
const SHELL_PROGRAM_ZONES = [
  ...['app', 'features'].map((layer) => ({
    target: './shell/src/intentLoader',
    from: `./shell/src/${layer}`,
    message:
      'The intent loader runs before the application: it imports only its own files (and lib/pageInteractive, pageRemotes, earlyFetches).',
  })),
  {
    target: './shell/src/intentLoader',
    from: './shell/src/lib',
    // Import-free modules the loader shares with the application: the interactive mark, the page's copy of the
    // manifest and the early answers it hands to the federation runtime.
    except: ['./pageInteractive.ts', './pageRemotes.ts', './earlyFetches.ts'],
    message:
      'The intent loader runs before the application: it imports only its own files (and lib/pageInteractive, pageRemotes, earlyFetches).',
  },
];

/**
 * The zones compare resolved file paths: without a resolver that knows TypeScript's extensions, an extensionless
 * import ('../../blog/lib/x') resolves to nothing and no zone ever matched (tooling/test/boundaries.test.ts proves
 * they do now).
 */
const importResolver = createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] });

/** The feature folders of a package (src/features/<name>). */
const featuresOf = (app) => {
  const dir = new URL(`./${app}/src/features`, import.meta.url);
  return existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];
};

/** One import-zones block: import-x's no-restricted-paths for these files, resolved as their build resolves them. */
const importZones = (files, zones, resolver = importResolver) => ({
  files,
  plugins: { 'import-x': importX },
  settings: { 'import-x/resolver-next': [resolver] },
  rules: { 'import-x/no-restricted-paths': ['error', { zones }] },
});

/** Per app: features never import the app layer, and a feature never imports another feature. */
const featureBoundaries = apps.map((app) =>
  importZones(
    [`${app}/src/**/*.{ts,tsx}`],
    [
      { target: `./${app}/src/features`, from: `./${app}/src/app`, message: 'A feature must not import the app layer.' },
      // One zone per feature: the whole features folder is closed to it, except its own folder.
      ...featuresOf(app).map((feature) => ({
        target: `./${app}/src/features/${feature}`,
        from: `./${app}/src/features`,
        except: [`./${feature}`],
        message: "A feature must not import another feature; move shared code to the package's shared layer.",
      })),
      ...['components', 'hooks', 'lib', 'utils', 'config', 'types', 'session'].map((dir) => ({
        target: `./${app}/src/${dir}`,
        from: [`./${app}/src/features`, `./${app}/src/app`],
        message: 'A shared layer must not import features or the app.',
      })),
      // The render service runs in Node (jsdom, node:*, the remotes' server builds): no browser bundle may reach it.
      {
        target: `./${app}`,
        from: './render-service',
        message: 'Browser code must not import the render service (render-service/ runs in Node).',
      },
      // Each remote is its own squad's: no import of another remote's (or the shell's) files.
      ...apps
        .filter((other) => other !== app)
        .map((other) => ({
          target: `./${app}`,
          from: `./${other}`,
          message: `${app} must not import files of ${other}: each package belongs to its own squad.`,
        })),
      ...(app === 'shell' ? SHELL_PROGRAM_ZONES : []),
      ...(STAFF_APPS.includes(app)
        ? []
        : [
            {
              target: `./${app}`,
              from: './shared/staff-ui',
              message: `Only the staff apps (${STAFF_APPS.join(', ')}) import the staff UI.`,
            },
          ]),
    ],
  ),
);

/**
 * The staff UI (shared/staff-ui) is bundled into each staff app, as the contracts are: it builds on the kernel and the
 * contracts and never imports an app, so no app's change reaches another through it.
 */
const staffUiBoundaries = importZones(
  ['shared/staff-ui/**/*.{ts,tsx}'],
  [...apps, 'render-service', 'api'].map((dir) => ({
    target: './shared/staff-ui',
    from: `./${dir}`,
    message: `The staff UI must not import files of ${dir}: each app brings its own calls and texts as props.`,
  })),
);

/**
 * The render service (render-service/, docs/ssr.md) renders the shell's application (shell/src/app and the modules it
 * shares with the server: the manifest, the hand-over, the menu) with the kernel and the contracts. It never imports
 * the shell's browser entry points, nor a remote's files: remotes reach it at runtime, through the manifest, as they
 * reach the browser. The API is another service.
 */
const renderServiceBoundaries = importZones(
  ['render-service/**/*.{ts,tsx,mjs}'],
  [
    {
      target: './render-service',
      from: ['./shell/src/index.ts', './shell/src/bootstrap.tsx', './shell/src/intentLoader'],
      message: "The render service renders the shell's application, never its browser entry points or the intent loader.",
    },
    ...remoteDirs.map((dir) => ({
      target: './render-service',
      from: `./${dir}`,
      message: `The render service must not import files of ${dir}: a remote's server build reaches it at runtime, through the manifest.`,
    })),
    { target: './render-service', from: './api', message: 'The render service reaches the API over HTTP, never by import.' },
  ],
);

/**
 * The API's zones (api/README.md, 'Who may import whom'): a feature imports the shared layers and another feature only
 * through that feature's public.ts, the module it exposes on purpose; the shared layers import no feature. app.ts,
 * server.ts, plugins/ and db/seed compose the features and may reach them.
 */
const API_SHARED_LAYERS = ['http', 'staff', 'metrics', 'sms', 'logger.ts', 'logPrivacy.ts', 'paths.ts', 'config.ts'];
const apiFeatures = featuresOf('api');
/** The API imports its TypeScript files by their emitted names ('./repository.js'), as Node's ESM resolution wants. */
const apiImportResolver = createNodeResolver({ extensions: ['.ts', '.js', '.json'], extensionAlias: { '.js': ['.ts', '.js'] } });
const apiBoundaries = importZones(
  ['api/src/**/*.ts'],
  [
    ...apiFeatures.map((feature) => ({
      target: `./api/src/features/${feature}`,
      from: './api/src/features',
      except: [`./${feature}`, ...apiFeatures.filter((other) => other !== feature).map((other) => `./${other}/public.ts`)],
      message:
        'An API feature reaches another feature only through its public.ts; shared code belongs in a shared layer (http/, db/, staff/).',
    })),
    {
      // db/ is a layer but for its seeds, which fill the demo data through the features' repositories.
      target: [...API_SHARED_LAYERS, 'db/*.ts', 'db/!(seed)/**'].map((layer) => `./api/src/${layer}`),
      from: ['./api/src/features', './api/src/app.ts', './api/src/plugins'],
      message: 'A shared layer of the API must not import a feature, a plugin or the app.',
    },
  ],
  apiImportResolver,
);

/** MUI barrels: import each component from its own path. */
const MUI_BARRELS = ['@mui/material', '@mui/icons-material', '@mui/system'].map((name) => ({
  name,
  message: `Import each component from its own path ('${name}/<Component>'), not the '${name}' barrel; types are in '@mui/material/styles'.`,
}));

/** MUI's CSS-variables theme API and other theme builders are not in the browser builds (tooling/webpack/muiWithoutCssVars.mjs). */
const MUI_CSS_VARS = {
  name: '@mui/material/styles',
  importNames: MUI_NOT_IN_BUILD_API,
  allowTypeImports: true,
  message:
    "Not in this platform's builds: the one theme is the kernel's, without CSS variables, and nothing else builds a theme (tooling/webpack/muiWithoutCssVars.mjs).",
};

/** The router comes from the kernel. */
const ROUTER_PACKAGES = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message: "The router comes from the kernel: import Link, useNavigate, ... from '@kredi/kernel'.",
}));

/** Redux Toolkit lives inside the kernel (tooling/webpack/sharedSingletons.mjs): its types only, elsewhere. */
const STORE_PACKAGES = ['@reduxjs/toolkit', '@reduxjs/toolkit/query', '@reduxjs/toolkit/query/react'].map((name) => ({
  name,
  allowTypeImports: true,
  message: "Redux Toolkit exists once, inside the kernel: inject endpoints into the kernel's baseApi; import only its types here.",
}));

/** react-redux likewise (the store's hooks and Provider are the kernel's): its types only, elsewhere. */
const STORE_BINDINGS = [
  {
    name: 'react-redux',
    allowTypeImports: true,
    message:
      "react-redux exists once, inside the kernel: reach the store with useAppSelector/useAppDispatch/useAppStore from '@kredi/kernel'.",
  },
];

/** The toast area loads with the first toast (shared/kernel/src/toasts): importing notistack puts it on the page. */
const TOAST_PACKAGES = [{ name: 'notistack', message: "Toasts come from the kernel: import { useSnackbar } from '@kredi/kernel'." }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/@mf-types/**',
      '**/.federation/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.tmp/**',
      '.data/**',
      'api/drizzle/**',
    ],
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
              message: "Reach the store only through useAppSelector/useAppDispatch/useAppStore from '@kredi/kernel'.",
            },
          ],
          patterns: [
            { group: ['**/features/*/index', '**/features/*/index.ts'], message: 'Feature folders have no barrel files.' },
            {
              regex: '^@kredi/kernel/(?!api$|testing$|harness$)|/kernel/src/',
              message: "Reach the kernel only through its entry points ('@kredi/kernel', and '@kredi/kernel/api' for RTK Query).",
            },
            {
              regex: '^@kredi/contracts(/[^/]+/.+)?$|/contracts/src/',
              message: "Import contracts by domain: '@kredi/contracts/<domain>'.",
            },
            {
              regex: '^@kredi/staff-ui(/[^/]+/.+)?$|/staff-ui/src/',
              message: "Import the staff UI by area: '@kredi/staff-ui/<area>'.",
            },
            { group: [...remoteDirs, ...remoteDirs.map((d) => `${d}/*`)], message: 'A remote must not import another remote.' },
          ],
        },
      ],
    },
  },
  {
    // MUI is shared per component between the shell and the remotes (tooling/webpack/sharedSingletons.mjs): the
    // barrels would pull every component into one shared chunk that no build can tree-shake. Its own rule name, so
    // the files that switch off the core no-restricted-imports still get this one.
    files: ['{shell,render-service,shared/kernel,shared/staff-ui,mf-*}/**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [...MUI_BARRELS, MUI_CSS_VARS] }] },
  },
  {
    // The router is the kernel's (shared/kernel/src/routing/router.ts): a page importing react-router itself would bundle a
    // second copy whose Link finds no router. Tests may build their own routers.
    // notistack likewise: the kernel's useSnackbar loads it with the first toast. Redux Toolkit and react-redux
    // likewise: the kernel's.
    // (The render service runs in Node, where react-router is one module for all: not its rule.)
    files: ['{shell,shared/staff-ui,mf-*}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [...MUI_BARRELS, MUI_CSS_VARS, ...ROUTER_PACKAGES, ...STORE_PACKAGES, ...STORE_BINDINGS, ...TOAST_PACKAGES] },
      ],
    },
  },
  {
    // Test and dev-harness entry points of the kernel are allowed only where they belong.
    files: ['{shell,render-service,shared/staff-ui,mf-*}/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/src/harness/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^@kredi\\/kernel\\/(testing|harness)$/]',
          message: "'@kredi/kernel/testing' is for tests only, '@kredi/kernel/harness' for src/harness only.",
        },
        {
          selector: 'ImportDeclaration[source.value=/^(msw(\\/.*)?|@kredi\\/contracts\\/testing)$/]',
          message: "The mock API (msw, '@kredi/contracts/testing') is for tests only: it must not reach a production bundle.",
        },
      ],
    },
  },
  {
    // The intent loader ships in every page's HTML before anything else: no library may ride along.
    files: ['shell/src/intentLoader/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[importKind!="type"][source.value=/^[^.]/]',
          message: 'The intent loader stays a few KB: it imports no package (no React, MUI, kernel or store), only its own files.',
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
    files: ['render-service/src/renderPools.ts'],
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
              group: [
                '@kredi/kernel',
                '@kredi/kernel/*',
                'react',
                'react-dom',
                'react-dom/*',
                '@mui/*',
                '@emotion/*',
                'notistack',
                '**/kernel/src/**',
                ...remoteDirs.map((d) => `**/${d}/**`),
                '**/shell/**',
              ],
              message: "The API must not import browser code; shared rules live in '@kredi/contracts/<domain>'.",
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
              group: [
                '@kredi/kernel',
                '@kredi/kernel/*',
                'react',
                'react-dom',
                '@mui/*',
                '@emotion/*',
                'fastify',
                'drizzle-orm',
                'drizzle-orm/*',
                '**/api/src/**',
                '**/kernel/src/**',
              ],
              message: 'Contracts are independent of the browser and the API.',
            },
          ],
        },
      ],
    },
  },
  {
    // One way to fake the API in tests (docs/testing.md): mockApi from '@kredi/contracts/testing' on the MSW server that
    // tooling/jest/setup.ts starts. A hand-written fetch mock bypasses its unknown-request check.
    files: [
      '{shell,render-service,mf-*}/**/*.test.{ts,tsx}',
      'mf-*/test/**/*.{ts,tsx}',
      'shared/{contracts,kernel,staff-ui}/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "AssignmentExpression[left.type='MemberExpression'][left.property.name='fetch']",
          message: "Fake the API with mockApi from '@kredi/contracts/testing' (MSW), not by replacing fetch.",
        },
        {
          selector: "CallExpression[callee.property.name=/^(spyOn|replaceProperty)$/][arguments.1.value='fetch']",
          message: "Fake the API with mockApi from '@kredi/contracts/testing' (MSW), not by spying on fetch.",
        },
      ],
    },
  },
  ...featureBoundaries,
  renderServiceBoundaries,
  apiBoundaries,
  staffUiBoundaries,
  {
    files: ['**/*.test.{ts,tsx}', 'tooling/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  // Layout is Prettier's job (`npm run lint` runs `prettier --check`): no ESLint rule may disagree with it.
  eslintConfigPrettier,
);
