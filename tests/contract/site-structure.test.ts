import {describe, expect, it} from 'vitest';
import sidebars from '../../sidebars';
import {AREAS, SIDEBARLESS_DOCS} from '../../config/areas';
import {readDocs} from '../support/docs';
import {ALL_DOC_ROUTES, SIDEBARLESS_ROUTES, SIDEBAR_ROUTES} from '../support/spec-routes';

const koDocs = readDocs('docs');
const routeOf = (doc: {frontMatter: Record<string, unknown>}) => String(doc.frontMatter.slug).replace(/^\//, '');
const sidebarDocIds = new Set(Object.values(sidebars).flat() as string[]);

describe('docs and sidebars', () => {
  it('has a doc at every route of the specification', () => {
    expect(koDocs.map(routeOf)).toEqual(expect.arrayContaining([...ALL_DOC_ROUTES]));
  });

  it('puts every sidebar route of the specification in a sidebar', () => {
    const sidebarRoutes = koDocs.filter((doc) => sidebarDocIds.has(doc.id)).map(routeOf);
    expect(sidebarRoutes).toEqual(expect.arrayContaining([...SIDEBAR_ROUTES]));
  });

  it('keeps the three sidebar-less pages out of every sidebar', () => {
    const sidebarless = koDocs.filter((doc) => !sidebarDocIds.has(doc.id));
    expect(sidebarless.map(routeOf).sort()).toEqual([...SIDEBARLESS_ROUTES].sort());
    expect(sidebarless.map((doc) => doc.id).sort()).toEqual([...SIDEBARLESS_DOCS].sort());
  });

  it('lists each doc in exactly one area sidebar, in the area folder', () => {
    for (const area of AREAS) for (const id of area.docs) expect(id.startsWith(`${area.key}/`)).toBe(true);
    const all = AREAS.flatMap((area) => area.docs);
    expect(new Set(all).size).toBe(all.length);
  });
});
