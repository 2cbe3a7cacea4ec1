import { readdirSync } from 'node:fs';
import { relative, sep } from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature's doors, as paths from src/features (docs/architecture.md, "Layers"). */
const doorsOf = (feature) => [
  `./${feature}/index.ts`,
  `./${feature}/lazy.ts`,
  `./${feature}/data.ts`,
];

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
    except: [`./${feature}`, ...features.filter((other) => other !== feature).flatMap(doorsOf)],
    message:
      'Import another feature through its doors: index.ts (the first load may hold it), lazy.ts (components loaded with a screen) or data.ts (its pure facts).',
  })),
  {
    // Above the features, the same doors: only the table of screens imports a screen.
    target: ['./src/app/**/!(screens.ts)', './src/painted', './src/mocks', ...START],
    from: './src/features',
    except: features.flatMap(doorsOf),
    message:
      'The app, the painted pages and the mocks reach a feature through its doors (index.ts, lazy.ts, data.ts); only src/app/screens.ts imports a screen.',
  },
  {
    target: './src/app/screens.ts',
    from: './src/features',
    except: features.flatMap((feature) => [...doorsOf(feature), `./${feature}/screens`]),
    message: 'The table of screens imports screens (and doors) only.',
  },
];

/**
 * One rule for file names (docs/architecture.md, "Names"). In src/, a module is named in camelCase
 * after what it holds (`tripSync.ts`, `useFeed.ts`, `router.tsx`), and a React component's module
 * after its component, in PascalCase (`PlaceCard.tsx`); Vite's own `vite-env.d.ts` keeps its name.
 * Everywhere else (the build, the scripts, the tests, the configuration) names are kebab-case
 * (`host-files.ts`, `size.mjs`, `trip-sync.test.ts`, `vite.config.ts`).
 */
const FILE_NAMES = [
  {
    under: 'src/',
    pattern: /^(?:[a-z][a-zA-Z0-9]*\.tsx?|[A-Z][a-zA-Z0-9]*\.tsx|vite-env\.d\.ts)$/,
    says: 'camelCase.ts, camelCase.tsx or, for a component, PascalCase.tsx',
  },
  { under: '', pattern: /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+)+$/, says: 'kebab-case' },
];

/** The house's own rules: one, the file names above. */
const house = {
  rules: {
    'file-name': {
      meta: {
        type: 'suggestion',
        schema: [],
        messages: { name: '{{name}}: name it {{says}} (docs/architecture.md, "Names").' },
      },
      create(context) {
        const file = relative(import.meta.dirname, context.filename)
          .split(sep)
          .join('/');
        const name = file.split('/').at(-1) ?? '';
        const rule = FILE_NAMES.find(({ under }) => file.startsWith(under));
        return {
          Program(node) {
            if (rule && !rule.pattern.test(name)) {
              context.report({ node, messageId: 'name', data: { name, says: rule.says } });
            }
          },
        };
      },
    },
  },
};

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
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    plugins: { house },
    rules: { 'house/file-name': 'error' },
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
