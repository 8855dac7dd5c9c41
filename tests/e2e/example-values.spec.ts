/**
 * No built page shows an example value that config/product.ts does not define: every ID-, user-, token- and
 * host-looking text a reader can see or follow (the HTML's text and links, the Markdown twins, llms.txt, the
 * published OpenAPI YAML, robots.txt and the sitemaps) is one of its values or a public site the docs cite.
 * These are file checks over build/; no browser is needed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {EXAMPLE_APPLICATION_ID, EXAMPLE_USER_ID} from '../../config/product';
import {siteUrl} from '../../config/site';
import {unknownValues} from '../support/example-values';
import {BUILD} from '../support/site';
import {decodeEntities} from './support';

const FILES = fs
  .readdirSync(BUILD, {recursive: true, encoding: 'utf8'})
  .filter((file) => /\.(html|md|txt|yaml|xml)$/.test(file))
  .sort();

/**
 * A file with its percent-encoded runs decoded: a link's query carries values so (a guide's try-it link holds the
 * example's JSON body, `%22fGx3…%22`), and the reader meets them decoded, in the panel the link opens.
 */
function percentDecoded(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/**
 * What a reader sees of a file: for HTML, the text outside scripts and styles and the addresses its links, images
 * and meta tags point to (XML namespace names are identifiers, not addresses anyone visits); other files as they are.
 */
function readerText(file: string): string {
  const source = percentDecoded(fs.readFileSync(path.join(BUILD, file), 'utf8'));
  if (!file.endsWith('.html') && !file.endsWith('.xml')) return source;
  const markup = source
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/\sxmlns(?::\w+)?=("[^"]*"|'[^']*'|[^\s>]+)/g, ' ');
  const addresses = [...markup.matchAll(/\s(?:href|src|content|action)=("[^"]*"|'[^']*'|[^\s>]+)/g)].map(([, value]) =>
    value!.replace(/^["']|["']$/g, ''),
  );
  return decodeEntities(`${markup.replace(/<[^>]*>/g, ' ')}\n${addresses.join('\n')}`);
}

test('the build has pages, twins, llms.txt, the specs and the sitemaps to check', () => {
  const count = (extension: string) => FILES.filter((file) => file.endsWith(extension)).length;
  expect(count('.html')).toBeGreaterThan(250);
  expect(count('.md')).toBeGreaterThan(250);
  expect(count('.yaml')).toBe(12);
  expect(FILES).toEqual(expect.arrayContaining(['llms.txt', 'en/llms-full.txt', 'robots.txt', 'sitemap.xml']));
});

test('no built file shows an ID, user, token or host that config/product.ts does not define', () => {
  const unknown = FILES.flatMap((file) =>
    unknownValues(readerText(file)).map(({kind, value}) => `${file}: ${kind} ${value}`),
  );
  expect(unknown).toEqual([]);
});

test('the generated reference samples use the example application and the guides’ variables', () => {
  const reference = fs.readFileSync(path.join(BUILD, 'en/restAPI/push-notification-rest-api.md'), 'utf8');
  expect(reference).toContain(`application_id=${EXAMPLE_APPLICATION_ID}`);
  expect(reference).toContain('curl "$PUSH_API_BASE_URL/v1/console/push/send?');
  const media = fs.readFileSync(path.join(BUILD, 'restAPI/media-rest-api.md'), 'utf8');
  expect(media).toContain(`"created_by": "${EXAMPLE_USER_ID}"`);
});

test('the site’s own address is the configured one, under the example domain by default', () => {
  const url = siteUrl();
  expect(fs.readFileSync(path.join(BUILD, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${url}/en/sitemap.xml`);
  expect(fs.readFileSync(path.join(BUILD, 'index.html'), 'utf8')).toMatch(
    new RegExp(`<link[^>]+rel=canonical[^>]+href=${url.replace(/[.]/g, '\\.')}/`),
  );
});
