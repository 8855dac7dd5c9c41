import {areaSections} from '../../config/areas';
import {markdownTwins} from '../../plugins/markdown-twins';
import {searchData} from '../../plugins/search';
import {cspHashes} from './csp';
import {writeChangedPages, type PostBuildStep} from './pipeline';
import {precompression} from './precompress';
import {clientRedirects} from './redirects';

/**
 * The post-build steps, in the order they run (each sees every page before the next one starts):
 * 1. Search data first: it adds the search manifest <meta> to every app page, a change every later step must see.
 * 2. Markdown twins: read the doc pages' articles (which the manifest does not touch), write .md and llms.txt.
 * 3. CSP hashes after every step that changes a page: the policy must allow the inline scripts as written.
 * 4. Redirects: read the client-redirect pages.
 * 5. The changed pages are written, once each.
 * 6. Precompression last: it compresses every file as finally written, the pages and what the steps added.
 * `generatedDir` receives the nginx configuration the CSP and redirect steps write.
 */
export function postBuildSteps(generatedDir: string): PostBuildStep[] {
  return [
    searchData({areas: areaSections}),
    markdownTwins({areas: areaSections}),
    cspHashes(generatedDir),
    clientRedirects(generatedDir),
    writeChangedPages,
    precompression(),
  ];
}
