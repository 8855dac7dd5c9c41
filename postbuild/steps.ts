import {markdownTwins} from '../plugins/markdown-twins/postbuild';
import {searchData} from '../plugins/search/postbuild';
import {cspHashes} from './csp';
import {writeChangedPages, type PostBuildStep} from './pipeline';
import {precompression} from './precompress';
import {clientRedirects} from './redirects';

/**
 * The post-build steps, in the order they run. The pipeline streams the pages: each page goes through every step's
 * page hook in this order before the next page is read; then each step finishes, in this order.
 * 1. Search data: reads the doc pages, and from its finish (its files' hashes need every page) adds the search
 *    manifest <meta> to every app page. The meta is no script, so the CSP hashes below stay those of the pages
 *    as written; the pipeline refuses to add a <script> after the page hooks.
 * 2. Markdown twins: read the doc pages' articles (which the manifest does not touch), write .md and llms.txt.
 * 3. CSP hashes: every inline script of every page, as read and as written (nothing adds a script).
 * 4. Redirects: read the client-redirect pages.
 * 5. The changed pages are written, once each, after every finish that adds to a page.
 * 6. Precompression last: it compresses every file as finally written, the pages and what the steps added. It
 *    starts before the pages are read with the files already there other than pages (on a worker thread beside
 *    the page loop), and compresses again from its finish any of them a step rewrote.
 * `generatedDir` receives the nginx configuration the CSP and redirect steps write.
 */
export function postBuildSteps(generatedDir: string): PostBuildStep[] {
  return [
    searchData(),
    markdownTwins(),
    cspHashes(generatedDir),
    clientRedirects(generatedDir),
    writeChangedPages,
    precompression(),
  ];
}
