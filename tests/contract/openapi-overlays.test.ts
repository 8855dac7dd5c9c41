import {describe, expect, it} from 'vitest';
import {
  applyOverlay,
  loadApi,
  readOverlay,
  readSpec,
  selectTargets,
  SPEC_NAMES,
  type OverlayDocument,
} from '../support/api';
import {HANGUL, leafPaths, untranslatedTexts, withoutTexts} from '../support/unit';

function hasKeyPath(node: unknown, keys: string[]): boolean {
  let current = node;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null || !(key in current)) return false;
    current = (current as Record<string, unknown>)[key];
  }
  return true;
}

const models = await Promise.all(
  SPEC_NAMES.map(async (name) => [name, await loadApi(name, 'en'), await loadApi(name, 'ko')] as const),
);

describe.each(models)('the Korean %s reference', (name, {document: english}, {document: korean, operations}) => {
  const overlay = readOverlay(name, 'ko');

  it('is an OpenAPI Overlay 1.0 that extends the English contract', () => {
    expect(overlay.overlay).toBe('1.0.0');
    expect(overlay.extends).toBe(`../${name}.yaml`);
    expect(overlay.actions.length).toBeGreaterThan(0);
  });

  it('every overlay action targets text that still exists in the English contract', () => {
    const stale = overlay.actions.flatMap((action) => {
      const nodes = selectTargets(readSpec(name, 'en'), action.target);
      if (nodes.length === 0) return [`${action.target} selects nothing`];
      return leafPaths(action.update).flatMap((keys) =>
        nodes.every((node) => hasKeyPath(node, keys)) ? [] : [`${action.target} has no ${keys.join('.')}`],
      );
    });
    expect(stale).toEqual([]);
  });

  it('differs from the English contract only in its texts', () => {
    expect(withoutTexts(korean)).toEqual(withoutTexts(english));
  });

  it('has a Korean summary and description for every operation', () => {
    const missing = operations
      .filter(({operation}) => !HANGUL.test(operation.summary) || !HANGUL.test(operation.description ?? ''))
      .map(({operationId}) => operationId);
    expect(missing).toEqual([]);
  });

  it('has a Korean description for every schema', () => {
    const missing = Object.entries(korean.components.schemas)
      .filter(([, schema]) => untranslatedTexts(schema).length > 0 || !HANGUL.test(schema.description ?? ''))
      .map(([schemaName]) => schemaName);
    expect(missing).toEqual([]);
  });

  it('explains every enum value in both languages', () => {
    const unexplained = [english, korean].flatMap((document) =>
      Object.entries(document.components.schemas)
        .filter(([, schema]) => Array.isArray(schema.enum))
        .flatMap(([schemaName, schema]) => {
          const meanings = (schema['x-enumDescriptions'] ?? {}) as Record<string, string>;
          return schema
            .enum!.filter((value) => !meanings[String(value)])
            .map((value) => `${schemaName}.${String(value)}`);
        }),
    );
    expect(unexplained).toEqual([]);
  });

  it('has no English text left anywhere else', () => {
    expect(untranslatedTexts(korean)).toEqual([]);
  });
});

describe('applying an overlay', () => {
  const english = readSpec('push', 'en');
  const overlay = (target: string): OverlayDocument => ({
    overlay: '1.0.0',
    info: {title: 'test overlay', version: '1.0.0'},
    actions: [{target, update: {description: '설명'}}],
  });

  it('fails when a target no longer selects anything', () => {
    expect(() => applyOverlay(english, overlay("$.paths['/v1/push/removed'].get"))).toThrow(/selects nothing/);
  });

  it('leaves the document it was given unchanged', () => {
    const before = structuredClone(english);
    const korean = applyOverlay(english, overlay('$.components.schemas.PushError'));
    expect(english).toEqual(before);
    expect(selectTargets(korean, '$.components.schemas.PushError.description')).toEqual(['설명']);
  });
});
