/**
 * `load`, with its promise kept per key for the page's lifetime unless it fails: a failed promise is forgotten, so
 * the next call (the results panel's Retry) loads again instead of getting the same failure.
 */
export function cacheUntilFailure<A, T>(
  keyOf: (arg: A) => string,
  load: (arg: A) => Promise<T>,
): (arg: A) => Promise<T> {
  const cache = new Map<string, Promise<T>>();
  return (arg) => {
    const key = keyOf(arg);
    const cached = cache.get(key);
    if (cached) return cached;
    const loading = load(arg);
    cache.set(key, loading);
    loading.catch(() => cache.delete(key));
    return loading;
  };
}
