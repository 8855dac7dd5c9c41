import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import sidebars from '../../sidebars';
import {AREAS, SIDEBARLESS_DOCS} from '../../config/areas';
import {AVATAR_PRODUCT} from '../../config/product';
import {ALL_DOC_ROUTES, SIDEBARLESS_ROUTES, SIDEBAR_ROUTES} from '../spec-routes';
import {KO_DOCS, readDocs} from './docs-tree';

const koDocs = readDocs(KO_DOCS);
const routeOf = (doc: {frontMatter: Record<string, unknown>}) => String(doc.frontMatter.slug).replace(/^\//, '');
const sidebarDocIds = new Set(Object.values(sidebars).flat() as string[]);

describe('site configuration', () => {
  it('serves Korean by default and English under /en/, labelled KOR and ENG', () => {
    expect(config.i18n.defaultLocale).toBe('ko');
    expect(config.i18n.locales).toEqual(['ko', 'en']);
    expect(config.i18n.localeConfigs.ko.label).toBe('KOR');
    expect(config.i18n.localeConfigs.en.label).toBe('ENG');
  });

  it('uses URLs without a trailing slash and fails the build on broken links', () => {
    expect(config.trailingSlash).toBe(false);
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.markdown.hooks.onBrokenMarkdownLinks).toBe('warn');
    expect(config.onDuplicateRoutes).toBe('warn');
  });

  it('starts in light mode and does not follow the system colour scheme', () => {
    expect(config.themeConfig.colorMode).toMatchObject({defaultMode: 'light', respectPrefersColorScheme: false});
  });

  it('shows headings of levels 2 to 3 in the table of contents', () => {
    expect(config.themeConfig.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
  });

  it('has a 200 by 20 navbar logo with light and dark images and alt text', () => {
    const logo = config.themeConfig.navbar.logo;
    expect([logo.width, logo.height]).toEqual([200, 20]);
    expect(logo.src).not.toBe(logo.srcDark);
    expect(logo.alt).toBeTruthy();
  });

  it('has a language dropdown, a version dropdown, a forum link and a search box in the navbar', () => {
    const types = config.themeConfig.navbar.items.map((item) => ('type' in item ? item.type : 'link'));
    expect(types).toEqual(expect.arrayContaining(['localeDropdown', 'docsVersionDropdown', 'search']));
    expect(config.themeConfig.navbar.items.some((item) => 'href' in item && /forum/.test(String(item.href)))).toBe(
      true,
    );
  });

  it('links the terms, privacy policy and location-information terms from the footer', () => {
    const hrefs = config.themeConfig.footer.links.flatMap((column) =>
      column.items.map((item) => String('href' in item ? item.href : '')),
    );
    for (const page of ['/terms', '/privacy', '/location-terms'])
      expect(hrefs.some((href) => href.endsWith(page))).toBe(true);
  });
});

describe('docs and sidebars', () => {
  it('has a doc at every route of the specification', () => {
    expect(koDocs.map(routeOf).sort()).toEqual([...ALL_DOC_ROUTES].sort());
  });

  it('puts every sidebar route of the specification in a sidebar', () => {
    const sidebarRoutes = koDocs.filter((doc) => sidebarDocIds.has(doc.id)).map(routeOf);
    expect(sidebarRoutes.sort()).toEqual([...SIDEBAR_ROUTES].sort());
  });

  it('keeps the three sidebar-less pages out of every sidebar', () => {
    const sidebarless = koDocs.filter((doc) => !sidebarDocIds.has(doc.id));
    expect(sidebarless.map(routeOf).sort()).toEqual([...SIDEBARLESS_ROUTES].sort());
    expect(sidebarless.map((doc) => doc.id).sort()).toEqual([...SIDEBARLESS_DOCS].sort());
  });

  it('names the avatar console page after the avatar product', () => {
    expect(SIDEBARLESS_ROUTES).toContain(`console-avatar-${AVATAR_PRODUCT.slug}`);
  });

  it('lists each doc in exactly one area sidebar, in the area folder', () => {
    for (const area of AREAS) for (const id of area.docs) expect(id.startsWith(`${area.key}/`)).toBe(true);
    const all = AREAS.flatMap((area) => area.docs);
    expect(new Set(all).size).toBe(all.length);
  });
});
