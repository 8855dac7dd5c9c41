import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  // Theme modules import site data the way the site build resolves it.
  resolve: {alias: {'@site': fileURLToPath(new URL('.', import.meta.url))}},
  // Theme components a test renders use React's automatic JSX runtime, as the site's bundler compiles them.
  esbuild: {jsx: 'automatic'},
  test: {
    // Code tests, content checks and contract checks; e2e (Playwright) lives in tests/e2e.
    include: ['tests/{code,content,contract}/**/*.test.ts'],
    environment: 'node',
  },
});
