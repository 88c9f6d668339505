// Lint rules, including the dependency direction of ARCHITECTURE.md §3:
// shared ← charts ← server, shared/charts ← web; shared and charts use neither Node nor the DOM.
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

const forbid = (groups, message) => ({ group: groups, message });
const serverImports = ['@redbi/server', '@redbi/server/*', '**/packages/server/**', '**/server/src/**'];
const webImports = ['@redbi/web', '@redbi/web/*', '**/packages/web/**', '**/web/src/**'];
const chartsImports = ['@redbi/charts', '@redbi/charts/*', '**/packages/charts/**'];
const uiLibraries = ['react', 'react-*', 'react/*', 'antd', 'antd/*', '@ant-design/*'];

const restrict = (paths, patterns) => [
  'error',
  {
    paths: paths.map((name) => ({ name, message: 'Not allowed here (ARCHITECTURE.md §3).' })),
    patterns,
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '**/.vite/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports (ARCHITECTURE.md §6).' },
      ],
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(nodeBuiltins, [
        forbid([...serverImports, ...webImports, ...chartsImports], 'shared depends on nothing in the repo.'),
        forbid(uiLibraries, 'shared is isomorphic: no UI libraries.'),
      ]),
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'Buffer', 'require', 'localStorage'],
    },
  },
  {
    files: ['packages/charts/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(nodeBuiltins, [
        forbid([...serverImports, ...webImports], 'charts depends on shared only.'),
        forbid(uiLibraries, 'charts is pure: no React.'),
      ]),
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'Buffer', 'require', 'localStorage'],
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    rules: {
      'no-restricted-imports': restrict(nodeBuiltins, [
        forbid(serverImports, 'web never imports server: use the API contract in @redbi/shared/api.'),
      ]),
    },
  },
  {
    // The build's configuration, and the module standing in for a package's default export (nativeResizeObserver).
    files: ['packages/web/vite.config.ts', 'packages/web/vitest.setup.ts', 'packages/web/src/app/nativeResizeObserver.ts'],
    rules: { 'no-restricted-imports': 'off', 'no-restricted-syntax': 'off' },
  },
  {
    files: ['packages/server/**/*.{ts,mjs}'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': ['error', { patterns: [forbid(webImports, 'server never imports web.')] }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js', 'e2e/**/*.ts', 'bench/**', 'scripts/**', '*.config.ts', '**/vitest.config.ts'],
    languageOptions: { globals: globals.node },
    rules: { 'no-restricted-syntax': 'off' },
  },
);
