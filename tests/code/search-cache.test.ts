import {describe, expect, it} from 'vitest';
import {cacheUntilFailure} from '../../plugins/search/client/cacheUntilFailure';

/** A loader that fails its first `failures` calls per key, and counts every call. */
function flakyLoader(failures: number) {
  const calls: string[] = [];
  const load = async (url: string) => {
    calls.push(url);
    if (calls.filter((call) => call === url).length <= failures) throw new Error(`${url}: HTTP 503`);
    return `text of ${url}`;
  };
  return {calls, load};
}

describe('the search files and engine cache', () => {
  it('reuses a successful load, for concurrent and later calls alike', async () => {
    const {calls, load} = flakyLoader(0);
    const cached = cacheUntilFailure((url: string) => url, load);
    const first = cached('/search/index.json');
    expect(cached('/search/index.json')).toBe(first);
    await expect(first).resolves.toBe('text of /search/index.json');
    await expect(cached('/search/index.json')).resolves.toBe('text of /search/index.json');
    expect(calls).toEqual(['/search/index.json']);
  });

  it('retries a failed load on the next call, and keeps it once it succeeds', async () => {
    const {calls, load} = flakyLoader(1);
    const cached = cacheUntilFailure((url: string) => url, load);
    await expect(cached('/search/index.json')).rejects.toThrow('/search/index.json: HTTP 503');
    await expect(cached('/search/index.json')).resolves.toBe('text of /search/index.json');
    await expect(cached('/search/index.json')).resolves.toBe('text of /search/index.json');
    expect(calls).toEqual(['/search/index.json', '/search/index.json']);
  });

  it('keeps one promise per key', async () => {
    const {calls, load} = flakyLoader(0);
    const cached = cacheUntilFailure((url: string) => url, load);
    await Promise.all([cached('/search/a.json'), cached('/search/b.json'), cached('/search/a.json')]);
    expect(calls).toEqual(['/search/a.json', '/search/b.json']);
  });
});
