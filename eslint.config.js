import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import regexp from 'eslint-plugin-regexp';
import path from 'node:path';

// Package boundaries (docs/architecture.md, "Package boundaries"): core imports nothing but zod and intl-messageformat; renderer never
// reaches into web or server; web never reaches into server.
const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

// Name patterns cannot see where `../../server/src/x` lands, so
// relative paths are resolved against the importing file and checked by folder.
const packagesDir = path.join(import.meta.dirname, 'packages');
const packageOf = (file) => {
  const relative = path.relative(packagesDir, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? undefined : relative.split(path.sep)[0];
};
const noRelativeCrossing = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { forbidden: { type: 'array', items: { type: 'string' } }, message: { type: 'string' } },
        required: ['forbidden', 'message'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const [{ forbidden, message }] = context.options;
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.') && !path.isAbsolute(source.value)) return;
      const target = packageOf(path.resolve(path.dirname(context.filename), source.value));
      if (target && forbidden.includes(target))
        context.report({ node: source, message: `'${source.value}' reaches into ${target}: ${message}` });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

// The server's folders (packages/server/src): a pattern names a folder under src, `*` one
// segment ('integrations/*' is each integration). `forbidden`: the folders a file may not
// import, its own excepted; `allowed`: the only folders it may import.
const serverSrc = path.join(packagesDir, 'server', 'src');
const folderMatching = (relative, pattern) => {
  const want = pattern.split('/');
  const parts = relative.split(path.sep);
  if (parts.length < want.length) return undefined;
  return want.every((segment, i) => segment === '*' || segment === parts[i])
    ? parts.slice(0, want.length).join('/')
    : undefined;
};
const noFolderCrossing = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: {
          forbidden: { type: 'array', items: { type: 'string' } },
          allowed: { type: 'array', items: { type: 'string' } },
          message: { type: 'string' },
        },
        required: ['message'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const [{ forbidden = [], allowed, message }] = context.options;
    const from = path.relative(serverSrc, context.filename);
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.') && !path.isAbsolute(source.value)) return;
      const target = path.relative(serverSrc, path.resolve(path.dirname(context.filename), source.value));
      const outside = target.startsWith('..') || path.isAbsolute(target);
      if (allowed) {
        if (outside || !allowed.some((folder) => folderMatching(target, folder)))
          context.report({ node: source, message: `'${source.value}' leaves ${allowed.join(', ')}: ${message}` });
        return;
      }
      if (outside) return;
      for (const pattern of forbidden) {
        const folder = folderMatching(target, pattern);
        if (folder && folder !== folderMatching(from, pattern))
          context.report({ node: source, message: `'${source.value}' reaches into ${folder}: ${message}` });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
// Tests and test support (*.test.ts, *-testing.ts) sit above every folder and may import any.
const serverFolder = (folder, options) => ({
  files: [`packages/server/src/${folder}/**/*.ts`],
  ignores: ['**/*.test.ts', '**/*-testing.ts'],
  rules: { 'boundaries/no-folder-crossing': ['error', options] },
});

const boundaries = (forbidden, message) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: forbidden.flatMap((name) => [`@formbuilder/${name}`, `@formbuilder/${name}/*`]), message }] },
  ],
  'boundaries/no-relative-crossing': ['error', { forbidden, message }],
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
    plugins: {
      boundaries: { rules: { 'no-relative-crossing': noRelativeCrossing, 'no-folder-crossing': noFolderCrossing } },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    // Every pattern in the tree must run in linear time on input from outside (a
    // backtracking e-mail pattern let one 5 KB request hold the server for seconds).
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
    rules: {
      ...restrict([
        {
          group: ['*', '!zod', '!zod/*', '!intl-messageformat', '!vitest', '!.', '!..', '!./**', '!../**'],
          message: 'core imports nothing but zod and intl-messageformat.',
        },
      ]),
      'boundaries/no-relative-crossing': [
        'error',
        { forbidden: ['renderer', 'web', 'server'], message: 'core imports nothing but zod and intl-messageformat.' },
      ],
    },
  },
  {
    files: ['packages/renderer/**/*.{ts,tsx}'],
    rules: boundaries(['web', 'server'], 'renderer may import core only.'),
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...boundaries(['server'], 'web talks to the server over HTTP only.'),
    },
  },
  // The server's folders form layers (README "Folder map"); the cycles between them are checked
  // by packages/server/src/folder-graph.test.ts.
  serverFolder('public', {
    forbidden: ['submissions'],
    message: 'the public pages do not depend on the intake; it depends on them.',
  }),
  serverFolder('integrations', {
    forbidden: ['integrations/*'],
    message: 'an integration imports no other; what they share lives in answers/ or below.',
  }),
  serverFolder('answers', {
    forbidden: ['submissions', 'public', 'responses', 'integrations'],
    message: 'answers/ sits below everything that reads or writes answers.',
  }),
  serverFolder('db/migrations', {
    allowed: ['db'],
    message: 'a migration stays as it shipped: it copies what it needs instead of importing the application.',
  }),
);
