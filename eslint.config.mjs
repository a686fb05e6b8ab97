// One lint config for the monorepo. Import boundaries follow bulletproof-react: shared -> features -> app.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';

const apps = ['shell', 'mf-marketing', 'mf-credit-form', 'mf-calculator', 'mf-crm', 'mf-admin'];

/** Per app: features never import the app layer, and a feature never imports another feature. */
const boundaries = apps.map((app) => ({
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
            message: 'Bir özellik başka bir özelliği içe aktaramaz; ortak kodu shared/ altına taşıyın.',
          },
          ...['components', 'hooks', 'lib', 'utils', 'config', 'types'].map((dir) => ({
            target: `./${app}/src/${dir}`,
            from: [`./${app}/src/features`, `./${app}/src/app`],
            message: 'Ortak katman özellikleri veya uygulamayı içe aktaramaz.',
          })),
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/@mf-types/**', '**/.federation/**', 'e2e/test-results/**', 'e2e/playwright-report/**', '.data/**', 'api/drizzle/**'],
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
    ignores: ['api/**', 'e2e/**', 'bench/**', 'scripts/**'],
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
              message: "Depoya yalnızca '@kredi/shared' içindeki useAppSelector/useAppDispatch/useAppStore ile erişin.",
            },
          ],
          patterns: [
            { group: ['**/features/*/index', '**/features/*/index.ts'], message: 'Özellik klasörlerinde barrel dosyası kullanılmaz.' },
            { group: ['@kredi/shared/src/*', '../../shared/*', '../../../shared/*'], message: "shared paketini '@kredi/shared' adıyla içe aktarın." },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/src/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...boundaries,
  {
    files: ['**/*.test.{ts,tsx}', 'tooling/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
