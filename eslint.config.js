// ESLint, run by npm test's lint layer (scripts/lint.mjs). Syntax and correctness rules only:
// Prettier owns the layout. The lab's React code also follows the Rules of Hooks
// (eslint-plugin-react-hooks), which keep effects and memos in step with what they read.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// `_`-prefixed parameters and bindings are unused on purpose (a callback's shape); so are the
// siblings of a rest element (`const { dropped, ...kept } = x`).
const unused = { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true };

export default tseslint.config(
  { ignores: ['build/', 'target/', '**/node_modules/', 'sim-core/fuzz/'] },
  // The commands, the board export, the HDL test drivers: Node modules.
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
    rules: { 'no-unused-vars': ['error', unused] },
  },
  // Benchmarks whose functions Playwright runs inside the page.
  {
    files: ['scripts/bench/*-in-chromium.mjs', 'scripts/bench/frames.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // The lab: TypeScript and React, in the browser, its workers, and Node for tests and the build.
  {
    files: ['web/**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.worker, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', unused],
    },
  },
);
