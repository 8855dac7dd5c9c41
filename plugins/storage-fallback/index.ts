import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * Treats a browser storage that cannot be written (quota full) like one that is blocked, so the site
 * behaves as the specification says for unavailable storage: one console warning, storage skipped.
 * Without it Docusaurus logs a console error on every write it attempts (colour mode, announcement bar).
 */
export default function storageFallbackPlugin(): Plugin {
  return {
    name: 'storage-fallback',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
