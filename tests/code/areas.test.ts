import {describe, expect, it} from 'vitest';
import {AREAS, POST_BUILD_AREAS} from '../../config/areas';
import {navbar} from '../../config/navbar';
import {REFERENCES, referenceDocId, referencePath} from '../../config/references';
import {areaTitles, type NavbarItemLike} from '../../plugins/postbuild-facts';
import {allDocs} from '../support/docs';

/** The navbar as a translation would leave it: every label replaced, the structure unchanged. */
function translated(items: readonly NavbarItemLike[]): NavbarItemLike[] {
  return items.map((item) => ({
    ...item,
    ...(item.label === undefined ? {} : {label: `T:${item.label}`}),
    ...(item.items ? {items: translated(item.items)} : {}),
  }));
}

describe('area names outside the sidebars (search results, llms.txt)', () => {
  const sections = areaTitles(POST_BUILD_AREAS, navbar.items as NavbarItemLike[]);
  const byKey = new Map(sections.map((section) => [section.key, section]));

  it('lists every area once, in reading order', () => {
    expect(sections.map((section) => section.key)).toEqual(AREAS.map((area) => area.key));
  });

  it("names an area by its sidebar's navbar item", () => {
    const media = AREAS.find((area) => area.key === 'media')!;
    expect(byKey.get('media')!.title).toBe(media.label);
  });

  it('names an area without a sidebar item by the menu that links to its docs', () => {
    const menu = (navbar.items as NavbarItemLike[]).find((item) =>
      (item.items ?? []).some((child) => child.docId?.startsWith('rest-api/')),
    );
    expect(menu?.label).toBeTruthy();
    expect(byKey.get('rest-api')!.title).toBe(menu!.label);
  });

  it("takes the navbar's translation", () => {
    const english = new Map(
      areaTitles(POST_BUILD_AREAS, translated(navbar.items as NavbarItemLike[])).map((s) => [s.key, s.title]),
    );
    for (const section of sections) expect(english.get(section.key)).toBe(`T:${section.title}`);
  });

  it("puts a doc outside every sidebar in its folder's area", () => {
    expect(byKey.get('chat')!.docs).toContain('chat/chat-server-api');
    expect(byKey.get('xr-sdk')!.docs).toContain('xr-sdk/sdk-overview');
  });
});

describe('reference pages', () => {
  it('are served where config/references.ts says, from the doc it names, in every docs tree', () => {
    for (const {spec} of REFERENCES) {
      const docs = allDocs().filter((doc) => doc.id === referenceDocId(spec));
      expect(docs.length, spec).toBeGreaterThan(0);
      for (const doc of docs) expect(doc.frontMatter.slug, doc.file).toBe(referencePath(spec));
    }
  });
});
