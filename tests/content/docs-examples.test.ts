import {describe, expect, it} from 'vitest';
import {loadApi, SPEC_NAMES} from '../support/api';
import path from 'node:path';
import {ajv, BODY_TITLE, bodySchema, codeBlocks, metaTitle} from '../support/unit';
import {allDocs} from '../support/docs';
import {ROOT} from '../support/site';

const operations = (await Promise.all(SPEC_NAMES.map((name) => loadApi(name, 'en')))).flatMap(
  (model) => model.operations,
);

const examples = allDocs().flatMap((doc) =>
  codeBlocks(doc.body)
    .filter((block) => block.lang === 'json' && BODY_TITLE.test(metaTitle(block.meta) ?? ''))
    .map((block, index) => ({
      where: `${path.relative(ROOT, doc.file)} #${index + 1} (${metaTitle(block.meta)})`,
      title: metaTitle(block.meta)!,
      code: block.code,
    })),
);

describe('API bodies shown in the docs', () => {
  it('the docs show request and response bodies of the documented APIs', () => {
    expect(examples.length).toBeGreaterThan(0);
  });

  it.each(examples.map((example) => [example.where, example] as const))(
    '%s matches the OpenAPI schema',
    (_where, example) => {
      const check = ajv.compile(bodySchema(operations, example.title));
      const valid = check(JSON.parse(example.code));
      expect(valid ? [] : check.errors?.map((error) => `${error.instancePath} ${error.message}`)).toEqual([]);
    },
  );

  it('name an exact status in a title only where the specification gives it', () => {
    // A status the contract marks as the documentation's convention (every media and chat success) is "응답".
    const invented = examples.filter(({title}) => {
      const [, method, route, status] = BODY_TITLE.exec(title)!;
      const entry = operations.find((op) => op.method === method!.toLowerCase() && op.path === route);
      return status !== undefined && entry?.operation.responses[status]?.['x-convention'] !== undefined;
    });
    expect(invented.map(({where}) => where)).toEqual([]);
  });
});
