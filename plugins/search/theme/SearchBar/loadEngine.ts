import {SearchEngine} from '../../engine';

const engines = new Map<string, Promise<SearchEngine>>();

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/**
 * Fetches a docs version's two search files in parallel (the site's only two search requests) and loads
 * the index. Kept per URL pair for the page's lifetime; a failure is forgotten so that Retry fetches again.
 */
export function loadEngine(indexUrl: string, documentsUrl: string): Promise<SearchEngine> {
  const key = `${indexUrl} ${documentsUrl}`;
  let engine = engines.get(key);
  if (!engine) {
    engine = Promise.all([fetchText(indexUrl), fetchText(documentsUrl)]).then(([index, documents]) =>
      SearchEngine.fromJson(index, documents),
    );
    engine.catch(() => engines.delete(key));
    engines.set(key, engine);
  }
  return engine;
}
