import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports flow one way: config, lib, components → features → app. */
const layerRules = [
  {
    files: ['src/lib/**', 'src/components/**', 'src/config.ts'],
    patterns: ['**/features/**', '**/app/**', '**/mocks/**'],
    message: 'lib, components and config sit below features and app.',
  },
  {
    files: ['src/features/**'],
    patterns: ['**/app/**', '**/mocks/**'],
    message: 'Features do not import the app shell or the mocks.',
  },
];

export default tseslint.config(
  {
    ignores: ['dist', 'dist-*', 'coverage', 'test-results', 'playwright-report', 'node_modules'],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json', './tsconfig.node.json'],
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
          message: 'The one axios instance lives in src/lib/http.ts.',
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch'],
              message: 'Use the typed hooks (app/hooks.ts or the feature’s hooks.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/config.ts', 'src/vite-env.d.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/lib/http.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['src/app/hooks.ts', 'src/features/*/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  ...layerRules.map(({ files, patterns, message }) => ({
    files,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
    },
  })),
  {
    files: ['src/features/*/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '**/mocks/**'],
              message: 'Features do not import the app or the mocks.',
            },
            {
              regex: '^\\.\\./\\.\\./(auth|users|negril|blog|press|feed)/.+',
              message: 'Import another feature through its index.ts.',
            },
          ],
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch'],
              message: 'Use the feature’s typed hooks (hooks.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/features/*/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['*.config.{ts,js}', 'scripts/**', 'tests/e2e/**'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
