/**
 * The navbar's doc lookups (plugins/navbar-doc-links) find what the docs plugin's scans find: the doc whose path
 * react-router's matchPath matches exactly (not strict, not case sensitive), the first of several, and a doc by
 * id in the first candidate version that has it.
 */
import type {GlobalDoc, GlobalVersion} from '@docusaurus/plugin-content-docs/client';
// The matchPath that @docusaurus/router re-exports (an alias only the site's bundler resolves).
import {matchPath} from 'react-router-dom';
import {describe, expect, it} from 'vitest';
import {docAt, docInVersions} from '../../plugins/navbar-doc-links/theme/NavbarItem/docsIndex';

function version(name: string, docs: GlobalDoc[]): GlobalVersion {
  return {name, label: name, isLast: name === 'current', path: '/', mainDocId: docs[0]!.id, docs, draftIds: []};
}

const current = version('current', [
  {id: 'media/api-media', path: '/api-media', sidebar: 'media'},
  {id: 'media/api-media-copy', path: '/api-media', sidebar: 'other'},
  {id: 'guide/intro', path: '/Guide/Intro', sidebar: 'guide'},
  {id: 'chat/chat', path: '/%EC%B1%84%ED%8C%85', sidebar: 'chat'},
  {id: 'index', path: '/', sidebar: 'media'},
  {id: 'en/console', path: '/en/console-chat/', sidebar: 'chat'},
]);
const older = version('1.x', [
  {id: 'media/api-media', path: '/1.x/api-media', sidebar: 'media'},
  {id: 'old/only', path: '/1.x/only', sidebar: 'media'},
]);

/** What the docs plugin's getActiveDocContext finds: the first doc whose path matchPath matches exactly. */
const scanned = (pathname: string) =>
  current.docs.find((doc) => matchPath(pathname, {path: doc.path, exact: true, strict: false}) !== null);

describe('the doc at a location', () => {
  const probes = current.docs.flatMap(({path}) => [
    path,
    `${path}/`,
    `${path}//`,
    path.toUpperCase(),
    path.toLowerCase(),
    `${path}/more`,
    path.slice(0, -2),
  ]);
  it.each([...new Set([...probes, '', '/', '//', '/en/console-chat', '/unknown', '/api-media#x'])])(
    '%j is found as the scan finds it',
    (pathname) => {
      expect(docAt(current, pathname)).toBe(scanned(pathname));
    },
  );

  it('is the first doc of a path, as the scan has it', () => {
    expect(docAt(current, '/api-media')?.sidebar).toBe('media');
  });
});

describe('a doc by id in the candidate versions', () => {
  it('comes from the first version that has it', () => {
    expect(docInVersions([older, current], 'media/api-media')?.path).toBe('/1.x/api-media');
    expect(docInVersions([current, older], 'media/api-media')?.path).toBe('/api-media');
    expect(docInVersions([current, older], 'old/only')?.path).toBe('/1.x/only');
    expect(docInVersions([current], 'old/only')).toBeUndefined();
  });
});
