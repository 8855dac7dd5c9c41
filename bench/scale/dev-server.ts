/**
 * `npm run dev`'s time to first page, as an author waits for it: from starting `docusaurus start` in a site until
 * a doc page shows its title in Chromium (the dev server renders pages in the browser, so an HTTP 200 alone is
 * not the page). The server's whole process tree is stopped afterwards.
 */
import path from 'node:path';
import type {Browser} from 'playwright-core';
import {startTree, stopTree} from './process-tree';

/** Longer than any compile of the ×10 corpus we have seen; a server that takes longer is reported as failed. */
const TIMEOUT_MS = 20 * 60_000;

export interface DevFigures {
  readonly ms: number;
  readonly peakBytes: number;
  /** How long the server was seen stopped by a signal meanwhile (ms). */
  readonly stoppedMs: number;
}

async function answered(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Starts the dev server of `siteDir` on `port` and times it until `pagePath` shows a heading reading `title`. */
export async function devTimeToFirstPage(
  browser: Browser,
  siteDir: string,
  port: number,
  pagePath: string,
  title: string,
): Promise<DevFigures> {
  const url = `http://127.0.0.1:${port}${pagePath}`;
  const server = startTree(
    process.execPath,
    [
      path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'start',
      '--no-open',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    {cwd: siteDir, stdio: 'ignore', env: {...process.env, BROWSER: 'none'}},
  );
  const context = await browser.newContext();
  try {
    const deadline = server.startedAt + TIMEOUT_MS;
    let ended = false;
    void server.exited.then(() => (ended = true));
    while (!(await answered(url))) {
      if (ended) throw new Error(`the dev server of ${siteDir} exited before serving ${pagePath}`);
      if (performance.now() > deadline) throw new Error(`the dev server did not serve ${pagePath} in time`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const page = await context.newPage();
    await page.goto(url);
    await page.locator('article h1', {hasText: title}).waitFor({timeout: Math.max(1, deadline - performance.now())});
    return {ms: performance.now() - server.startedAt, peakBytes: server.peakBytes(), stoppedMs: server.stoppedMs()};
  } finally {
    await context.close();
    await stopTree(server);
  }
}
