import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {declaredNames} from '../support/area-declarations';
import {allDocs} from '../support/docs';
import {ROOT} from '../support/site';
import type {AreaFacts} from './area-facts/types';

const FACTS_DIR = path.join(__dirname, 'area-facts');

async function loadFacts(): Promise<AreaFacts[]> {
  const files = fs.readdirSync(FACTS_DIR).filter((file) => file.endsWith('.ts') && file !== 'types.ts');
  return Promise.all(files.map(async (file) => (await import(path.join(FACTS_DIR, file))).facts as AreaFacts));
}

function areaDocs(area: string): {file: string; text: string}[] {
  return allDocs()
    .filter((doc) => doc.id.startsWith(`${area}/`))
    .map((doc) => ({file: path.relative(ROOT, doc.file), text: fs.readFileSync(doc.file, 'utf8')}));
}

/**
 * Areas whose identifiers the spec does not fix: every page of theirs declares `facts: example` (media, chat and
 * push have openapi/ instead).
 */
const AREAS_WITHOUT_CONTRACT = (() => {
  const folders = new Map<string, boolean>();
  for (const doc of allDocs()) {
    const folder = doc.id.split('/')[0]!;
    folders.set(folder, (folders.get(folder) ?? true) && doc.frontMatter.facts === 'example');
  }
  return [...folders].filter(([, example]) => example).map(([folder]) => folder);
})();

describe('per-area platform identifiers', async () => {
  const allFacts = await loadFacts();

  it('every area without an API contract defines its identifiers in tests/content/area-facts', () => {
    expect(allFacts.map((facts) => facts.area).sort()).toEqual([...AREAS_WITHOUT_CONTRACT].sort());
  });

  for (const facts of allFacts) {
    // What examples/<area>/ declares (its SDK and API, which the pages' code is type-checked against) is listed there.
    const declared = declaredNames(facts.area, facts.instances);

    it(`${facts.area} pages use only the identifiers declared in examples/${facts.area} or defined in tests/content/area-facts/${facts.area}.ts`, () => {
      const known = new Set([...Object.values(facts.identifiers), ...declared]);
      const unknown = areaDocs(facts.area).flatMap(({file, text}) =>
        facts.patterns.flatMap((pattern) =>
          [
            ...text.matchAll(
              new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`),
            ),
          ]
            .map(([match]) => match)
            .filter((match) => !known.has(match))
            .map((match) => `${file}: ${match}`),
        ),
      );
      expect(unknown).toEqual([]);
    });

    it(`${facts.area} defines each identifier value once`, () => {
      const values = Object.values(facts.identifiers);
      expect(values.filter((value, index) => values.indexOf(value) !== index)).toEqual([]);
    });

    it(`${facts.area} lists no identifier that examples/${facts.area} declares`, () => {
      expect(Object.entries(facts.identifiers).filter(([, value]) => declared.has(value))).toEqual([]);
    });
  }
});
