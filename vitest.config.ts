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
    // Timeouts catch a hang, not a slow machine: the suite shares 2 cores with builds, where a test that takes 1 s
    // alone (running every shell sample, say) takes ten times as long, and the defaults (5 s, 10 s) failed it.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
