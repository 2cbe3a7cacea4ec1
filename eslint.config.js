import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Imports flow one way: config, lib, components → features → app → painted (docs/architecture.md);
 * the offline worker (src/sw) imports lib only. Checked on the resolved file, so `../feed/x`,
 * `../../features/feed/x` and `../feed/x.ts` are all caught.
 */
/** The start: the entry and the shell it imports (docs/start.md), above every other layer. */
const START = ['./src/main.tsx', './src/start.tsx'];

const layerZones = [
  {
    target: [
      './src/config.ts',
      './src/configReader.ts',
      './src/configTypes.ts',
      './src/lib',
      './src/components',
    ],
    from: ['./src/features', './src/app', './src/painted', './src/mocks', ...START],
    message: 'config, lib and components sit below features, the app and the painted pages.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/painted', './src/mocks', ...START],
    message: 'Features do not import the app shell, the painted pages or the mocks.',
  },
  {
    target: './src/app',
    from: ['./src/painted', ...START],
    message: 'The app sits below the painted pages, which render and adopt it (src/painted).',
  },
  {
    target: './src/sw',
    from: [
      './src/config.ts',
      './src/components',
      './src/features',
      './src/app',
      './src/painted',
      './src/mocks',
      ...START,
    ],
    message: 'The offline worker is its own bundle: it imports src/lib only.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [
      `./${feature}`,
      ...features
        .filter((other) => other !== feature)
        .flatMap((other) => [`./${other}/index.ts`, `./${other}/lazy.ts`, `./${other}/data.ts`]),
    ],
    message:
      'Import another feature through its doors: index.ts (the first load may hold it), lazy.ts (components loaded with a screen) or data.ts (its pure facts).',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'coverage',
      'test-results',
      'playwright-report',
      'node_modules',
      'src/paraglide',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.node.json', './tsconfig.sw.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
          message: 'Only src/config.ts reads import.meta.env.',
        },
        {
          selector: "CallExpression[callee.object.name='axios'][callee.property.name='create']",
          message: 'The one axios instance lives in src/lib/http/http.ts.',
        },
      ],
      // The one no-restricted-imports setting: no later block may set it again for part of src.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch'],
              message:
                'Use the typed hooks (typedHooks in src/lib/redux/hooks.ts: the app’s or the slice’s).',
            },
          ],
        },
      ],
    },
  },
  {
    // Layering: one rule, set once, so no later block replaces it. (Import cycles are found by
    // tests/import-cycles.test.ts.)
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: importPlugin.flatConfigs.typescript.settings,
    rules: {
      'import/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: layerZones }],
    },
  },
  {
    files: ['src/config.ts', 'src/vite-env.d.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/lib/http/http.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/lib/redux/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['*.config.{ts,js}', 'vite-plugins/**', 'scripts/**', 'tests/e2e/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
