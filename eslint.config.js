import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layers } from './eslint-rules/index.js';

/**
 * Test support (`*.testkit.ts(x)`, beside the code it serves) is for tests only. Shared so that
 * any later `no-restricted-imports` block over src/ spreads it into its own `patterns`: for the
 * same file, a later block's `no-restricted-imports` replaces an earlier one's instead of adding
 * to it, and this rule would silently stop applying.
 */
export const TEST_SUPPORT_PATTERNS = [
  {
    group: ['*.testkit', '**/*.testkit', '*.testkit.ts', '**/*.testkit.ts', '**/*.testkit.tsx'],
    message: 'Test support (*.testkit) is for tests only: production code must not import it.',
  },
];

export default defineConfig([
  globalIgnores([
    '**/*.tmp.mjs',
    'dist',
    'coverage',
    'playwright-report',
    'test-results',
    'public/mockServiceWorker.js',
    'src/api/schema.d.ts',
  ]),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      js.configs.recommended,
      tseslint.configs.recommended,
      reactHooks.configs.flat.recommended,
      prettier,
    ],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // Production code never imports test support (see TEST_SUPPORT_PATTERNS).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.testkit.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: TEST_SUPPORT_PATTERNS }],
    },
  },
  // Imports go down the layers (eslint-rules/importDirection.js; README: Where things go). Tests
  // may reach across (a test of the configuration runs the API client), production code may not.
  {
    files: ['src/**/*.{ts,tsx}', 'i18n/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.testkit.{ts,tsx}'],
    plugins: { layers },
    rules: { 'layers/import-direction': 'error' },
  },
  // No import in src/ climbs three folders (eslint-rules/noFarClimb.js): tests included.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { layers },
    rules: { 'layers/no-far-climb': 'error' },
  },
  {
    files: ['**/*.js', 'bench/api-v1/**/*.mjs'],
    extends: [js.configs.recommended, prettier],
    languageOptions: { globals: { ...globals.node } },
  },
]);
