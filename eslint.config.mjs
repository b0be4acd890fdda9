import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import architecture from './eslint-rules/layer-boundaries.mjs';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'coverage/', 'test-results/', 'playwright-report/', 'data/'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Render server HTML through <SafeHtml>.',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { architecture },
    rules: {
      'architecture/layer-boundaries': 'error',
      // The remote's bundle leaves these two out of axios (webpack.config.ts).
      'no-restricted-properties': [
        'error',
        ...['CancelToken', 'HttpStatusCode'].map((property) => ({
          object: 'axios',
          property,
          message: 'Not in the bundle: cancel with an AbortSignal, compare statuses as numbers.',
        })),
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'axios',
              importNames: ['CancelToken', 'HttpStatusCode'],
              message: 'Not in the bundle: cancel with an AbortSignal, compare statuses as numbers.',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract backend runs none of the plugin's code: it reads the plugin's wire types only.
    files: ['mocks/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '**/src/*'],
              allowTypeImports: true,
              message: "The backend may import the plugin's types only (import type).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/SafeHtml.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
