import {DEFAULT_SITE_URL} from './product';

/**
 * The site's own origin (Docusaurus `url`: canonical links, the sitemap, llms.txt, robots.txt). Deployers set
 * SITE_URL to the address they serve the site at, e.g. `SITE_URL=https://developers.example.com npm run build`;
 * without it the build uses the example domain, which no one can mistake for a real address.
 */
export function siteUrl(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.SITE_URL?.trim();
  if (!value) return DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be an absolute http(s) URL such as https://developers.example.com, not "${value}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash)
    throw new Error(
      `SITE_URL must be an origin without a path, such as https://developers.example.com, not "${value}"`,
    );
  return url.origin;
}
