/**
 * The dev server of the web join test: the page's vite.config.ts (its `/api` proxy to server.ts), with this folder
 * as the app and `@nuri/media-web` resolved to the example implementation of the SDK's declaration.
 */
import {fileURLToPath} from 'node:url';
import {mergeConfig} from 'vite';
import page from '../../../examples/media-web/vite.config';

export default mergeConfig(page, {
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: {
      '@nuri/media-web': fileURLToPath(
        new URL('../../../examples/nuri-media-web/example-implementation.ts', import.meta.url),
      ),
    },
  },
  server: {host: '127.0.0.1', strictPort: true, hmr: false},
  logLevel: 'warn',
});
