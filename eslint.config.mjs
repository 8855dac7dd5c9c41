// ESLint flat config: the recommended sets of ESLint, typescript-eslint, React, React Hooks and jsx-a11y, as the
// Docusaurus and Starlight repositories use them; formatting is Prettier's (eslint-config-prettier turns off
// the rules it owns).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'build/',
      '.docusaurus/',
      'test-results/',
      'playwright-report/',
      'bench/results/',
      'bench/stock-docusaurus/',
      'examples/*/generated/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
  {files: ['**/*.tsx'], ...react.configs.flat.recommended, settings: {react: {version: 'detect'}}},
  {files: ['**/*.tsx'], ...react.configs.flat['jsx-runtime']},
  {files: ['**/*.tsx'], ...reactHooks.configs.flat['recommended-latest']},
  {files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended},
  prettier,
);
