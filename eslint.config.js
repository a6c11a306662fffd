// Flat config. The import-boundary rules below are the architecture written down: which top-level
// folder may import which. A forbidden import fails `npm test` (see tests/unit/boundaries.test.ts).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import checkFile from 'eslint-plugin-check-file';
import prettier from 'eslint-config-prettier';

// Relative imports into another top-level folder (a package such as '@tanstack/react-router/ssr/server' is not one).
const forbid = (names, message) => ({ regex: `^\\.{1,2}/(\\.\\./)*(${names.join('|')})(/|$)`, message });

// contracts/*Schema.ts hold zod schemas for the server; the browser must not load zod.
const schemas = {
  group: ['**/contracts/*Schema', '**/contracts/*Schema.ts'],
  message:
    'Only server/ imports contracts/*Schema (zod stays out of the browser); import the types and caps from contracts/<name>.',
};

const boundaries = [
  {
    name: 'boundaries/contracts',
    files: ['contracts/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['content', 'machines', 'engine', 'server', 'src', 'tests', 'scripts'],
              'contracts/ may import only zod.',
            ),
            { regex: '^(?!zod$|\\.)', message: 'contracts/ may import only zod.' },
          ],
        },
      ],
    },
  },
  {
    name: 'boundaries/content',
    files: ['content/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['machines', 'engine', 'server', 'src', 'tests', 'scripts'],
              'content/ may import only zod and contracts/.',
            ),
            { regex: '^(?!zod$|\\.)', message: 'content/ may import only zod and contracts/.' },
            schemas,
          ],
        },
      ],
    },
  },
  {
    name: 'boundaries/machines',
    files: ['machines/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['engine', 'server', 'src', 'tests', 'scripts'],
              'machines/ are pure: xstate, contracts/ and types from content only.',
            ),
            schemas,
            {
              group: ['**/content', '**/content/**'],
              allowTypeImports: true,
              message: 'machines/ may import only types from content/.',
            },
            {
              regex: '^(?!xstate(/|$)|\\.)',
              message:
                'machines/ are pure: no React, DOM, fetch or storage. Inject effects through machine.provide().',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...[
          'window',
          'document',
          'fetch',
          'localStorage',
          'sessionStorage',
          'navigator',
          'XMLHttpRequest',
          'location',
          'console',
        ].map((name) => ({
          name,
          message: `machines/ are pure: inject ${name} through an actor or action.`,
        })),
      ],
      // Machines are exported one way, named after their file and flow: machines/chat.ts exports chatMachine.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[id.name!=/^[a-z][A-Za-z]*Machine$/]:matches([init.callee.property.name='createMachine'], [init.callee.name='createMachine'])",
          message:
            'Name an exported machine <flow>Machine after its file (machines/chat.ts exports chatMachine).',
        },
      ],
    },
  },
  {
    name: 'boundaries/engine',
    files: ['engine/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['content', 'contracts', 'server', 'src', 'tests', 'scripts'],
              'engine/ may import machines, mitt and (lazily) daily-js only.',
            ),
            {
              group: ['@daily-co/daily-js'],
              allowTypeImports: true,
              message: 'Load daily-js with a dynamic import() so it stays out of the engine bundle.',
            },
            {
              regex: '^(?!mitt$|xstate(/|$)|@daily-co/daily-js$|\\.)',
              message: 'engine/ is framework-free: machines, mitt and daily-js only.',
            },
          ],
        },
      ],
    },
  },
  {
    name: 'boundaries/server',
    files: ['server/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['machines', 'engine', 'src', 'tests', 'scripts'],
              'server/ may import content, contracts, hono and its own modules.',
            ),
          ],
        },
      ],
    },
  },
  {
    // Effects reach machines one way: implementations from src/effects, handed over by useProvided().
    name: 'boundaries/src-effects',
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/hooks/useProvided.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='provide']",
          message:
            'Hand effects to a machine with useProvided(machine, implementations) from src/hooks/useProvided.ts.',
        },
      ],
    },
  },
  {
    name: 'boundaries/src',
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['server', 'tests', 'scripts'],
              'src/ may import content, contracts, machines and (lazily) engine.',
            ),
            schemas,
            {
              group: ['**/engine', '**/engine/**', '@daily-co/daily-js'],
              allowTypeImports: true,
              message: 'Import engine/ with a dynamic import() so it never enters the first load.',
            },
          ],
        },
      ],
    },
  },
];

// One file-name case: modules (and tests, scripts, configs) in camelCase, named for what they hold
// (rateLimit.ts, useWheelEvents.ts, chatSchema.ts); React components in PascalCase, after the component.
// Suffixes after the first dot (.test.ts, .voice.spec.ts, .config.ts, .d.mts) are the tools' and not checked.
// Stylesheets are not modules: they keep the BEM block they style (background-video.css).
const fileName = (files, convention, example) => ({
  name: `names/${convention}`,
  files,
  plugins: { 'check-file': checkFile },
  rules: {
    'check-file/filename-naming-convention': [
      'error',
      { '**/*': convention },
      {
        ignoreMiddleExtensions: true,
        errorMessage: `The file name "{{ target }}" is not ${convention === 'CAMEL_CASE' ? 'camelCase' : 'PascalCase'}: ${example}`,
      },
    ],
  },
});
const names = [
  fileName(
    ['**/*.{ts,mts,js,mjs}', 'src/*.tsx', 'tests/**/*.tsx'],
    'CAMEL_CASE',
    'modules are named in camelCase (rateLimit.ts, useWheelEvents.ts); components in PascalCase.',
  ),
  fileName(
    ['src/{components,views}/**/*.tsx'],
    'PASCAL_CASE',
    'components are named in PascalCase after the component (NavBar.tsx); other modules in camelCase (.ts).',
  ),
];

// Limits that keep product code readable; tests are exempt, since a table of cases is long by nature.
const limits = {
  name: 'limits/product-code',
  files: ['{src,machines,server,engine,contracts,content,scripts}/**/*.{ts,tsx,mts,js,mjs}'],
  rules: {
    // A function longer than a screen hides its steps: split it into named ones.
    'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    // More than about fifteen paths through one function cannot all be kept in mind, nor all tested.
    complexity: ['error', 15],
    // Deep nesting buries the rule a branch applies: return early or name the inner block.
    'max-depth': ['error', 4],
  },
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-*/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'tests/fixtures/lint/**',
      'tests/fixtures/engine-consumer/**',
      'public/**',
      '.lighthouse/**',
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
    files: ['src/**/*.tsx', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.strict.rules },
  },
  ...boundaries,
  ...names,
  limits,
  // Formatting is Prettier's alone (`npm run format:check` in `npm test`); no lint rule may fight it.
  prettier,
);
