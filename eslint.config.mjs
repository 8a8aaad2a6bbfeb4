// Lint for the whole repository: ESLint's and typescript-eslint's recommended
// rules (syntax-only, so `npm run lint` answers in seconds), React's hook rules,
// and the import boundaries the architecture depends on:
// - a remote never imports another remote, nor a package's internals: shared
//   code crosses remotes only through @plotwise/ui and @plotwise/contracts;
// - the router, React Query and the Redux bindings hold React context, so the
//   front-ends take them from @plotwise/ui (one instance on the page), never directly;
// - inside a remote, a feature uses another feature only through its index
//   (its public face), and everything reaches the remote's shared code in
//   src/components and src/lib (eslint-plugin-boundaries, which knows
//   "another feature of the same remote" from the path, which plain
//   no-restricted-imports cannot say).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import registry from './remotes.config.cjs';

const REMOTES = registry.REMOTES.map((remote) => remote.package);
const FRONT_ENDS = [registry.SHELL.package, ...REMOTES];
const CONTEXT_LIBRARIES = ['react-router-dom', 'react-router', '@tanstack/react-query', 'react-redux'];

/** No front-end reaches into another package's folder, or past a workspace package's entry. */
function crossPackagePatterns(own) {
  return [
    ...[...FRONT_ENDS, 'services', 'packages'].filter((name) => name !== own).map((name) => ({
      group: [`**/${name}/**`, `**/${name}`],
      message: `${own} may not import ${name}'s files: share code through @plotwise/ui or @plotwise/contracts.`,
    })),
    // @plotwise/ui/forms is the form kit's own entry (see packages/ui/src/forms/index.ts), @plotwise/ui/map the maps' (src/map/index.tsx),
    // @plotwise/ui/plot-layout the numbered layout's (src/plot-layout/index.tsx).
    { group: ['@plotwise/*/src/**', '@plotwise/ui/*', '!@plotwise/ui/forms', '!@plotwise/ui/map', '!@plotwise/ui/plot-layout', '@plotwise/contracts/*'], message: "Import a workspace package from its entry ('@plotwise/ui', '@plotwise/ui/forms', '@plotwise/ui/map' or '@plotwise/ui/plot-layout'), not its files." },
  ];
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', 'e2e/artifacts/**', 'bench/results/**', '.data/**', 'coverage/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Unused names are mistakes; a leading underscore says "deliberately unused".
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Declaration merging with hapi's interfaces needs empty interfaces that extend.
      '@typescript-eslint/no-empty-object-type': ['error', { allowInterfaces: 'with-single-extends' }],
    },
  },
  {
    files: ['**/*.cjs', 'rspack.shared.js', '**/rspack.config.js', 'jest.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: FRONT_ENDS.map((name) => `${name}/src/**/*.{ts,tsx}`).concat('packages/ui/src/**/*.{ts,tsx}'),
    plugins: { 'react-hooks': reactHooks },
    // The two rules of hooks. The plugin's newer recommended set adds the React
    // Compiler's checks (no setState in effects, no refs in render), which this
    // code does not follow yet and would need rewrites of its own.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Each front-end: other packages only through their entries; context libraries only through @plotwise/ui.
  ...FRONT_ENDS.map((name) => ({
    files: [`${name}/src/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: CONTEXT_LIBRARIES.map((library) => ({
            name: library,
            message: `${library} holds React context: import it from '@plotwise/ui' so the page has one instance.`,
          })),
          patterns: crossPackagePatterns(name),
        },
      ],
    },
  })),
  // Features within a remote: through each other's index only.
  {
    files: REMOTES.map((name) => `${name}/src/**/*.{ts,tsx}`),
    plugins: { boundaries },
    settings: {
      'boundaries/include': REMOTES.map((name) => `${name}/src/**/*`),
      'boundaries/elements': [
        { type: 'feature', pattern: '*/src/features/*', mode: 'folder', capture: ['remote', 'feature'] },
        { type: 'shared', pattern: '*/src/{components,lib,test-support}', mode: 'folder', capture: ['remote'] },
        { type: 'app', pattern: '*/src/*', mode: 'file', capture: ['remote'] },
      ],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/entry-point': [
        'error',
        {
          default: 'allow',
          rules: [
            // Another feature's files are its own business: use what its index exports.
            { target: ['feature'], disallow: ['**'] },
            { target: ['feature'], allow: ['index.ts', 'index.tsx'] },
          ],
        },
      ],
    },
  },
  {
    // The route table maps URLs to feature pages, each loaded lazily as a chunk of its own.
    files: REMOTES.map((name) => `${name}/src/routes.tsx`),
    rules: { 'boundaries/entry-point': 'off' },
  },
  {
    // The front-ends' test support renders pages and fakes the API with @plotwise/ui's test helpers, its one other entry.
    files: FRONT_ENDS.map((name) => `${name}/src/test-support/**`),
    rules: { 'no-restricted-imports': ['error', { paths: CONTEXT_LIBRARIES }] },
  },
  {
    files: ['**/__tests__/**', '**/*.test.{ts,tsx}', '**/test-support/**', '**/testing/**', 'jest.setup-web.ts', 'services/test/**', 'e2e/**', 'bench/**'],
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      // Tests read what they need from anywhere in their own package.
      'boundaries/entry-point': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
);
