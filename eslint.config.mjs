import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/test-results*/**',
      '**/playwright-report*/**',
      'e2e/.probe/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The UI kit is shared through federation as the module '@immo/shared/ui': code that reaches it
    // by a relative path gets a second copy of Mantine with its own (empty) provider context.
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/ui/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/ui/*'], message: "Import '@immo/shared/ui'." }] }],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
