/**
 * The one Chromium the tests and benchmarks drive: Debian's (`CHROMIUM_PATH` to use another), never a browser a
 * tool downloads, started without the background traffic that would add requests and noise to measurements.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** For tools that start Chromium themselves (Lighthouse's CLI): the same flags, headless. */
export const HEADLESS_CHROMIUM_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');

/** Resolves once `url` answers 200, polling every 200 ms; rejects after `timeoutMs`. */
export async function waitForServer(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no server answered ${url} within ${timeoutMs / 1000} s`);
}
