import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import regexp from 'eslint-plugin-regexp';

// Package boundaries (STYLE.md §9): core imports nothing but zod; renderer never
// reaches into web or server; web never reaches into server.
const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    // Every pattern in the tree must run in linear time on input from outside (issue #8, F1:
    // a backtracking e-mail pattern let one 5 KB request hold the server for seconds).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // Tests read JSON answers (typed any by inject().json()) and assert on them.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: restrict([
      { group: ['*', '!zod', '!zod/*', '!vitest', '!.', '!..', '!./**', '!../**'], message: 'core imports nothing but zod.' },
    ]),
  },
  {
    files: ['packages/renderer/**/*.{ts,tsx}'],
    rules: restrict([{ group: ['@formbuilder/web', '@formbuilder/web/*', '@formbuilder/server', '@formbuilder/server/*'], message: 'renderer may import core only.' }]),
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([{ group: ['@formbuilder/server', '@formbuilder/server/*'], message: 'web talks to the server over HTTP only.' }]),
    },
  },
);
