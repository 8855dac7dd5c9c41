import {describe, expect, it} from 'vitest';
import {loadApi, SPEC_NAMES, type SchemaObject} from '../support/api';
import path from 'node:path';
import {ajv, codeBlocks, metaTitle} from '../support/unit';
import {allDocs} from '../support/docs';
import {ROOT} from '../support/site';

/**
 * A JSON body of a documented API shown in prose carries its operation in the block title:
 * `title="POST /v1/rooms"` for a request body, `title="POST /v1/rooms → 200"` for a response body.
 */
const TITLE = /^(GET|POST|PUT|PATCH|DELETE) (\/\S+)(?: → (\d{3}))?$/;

const operations = (await Promise.all(SPEC_NAMES.map((name) => loadApi(name, 'en')))).flatMap(
  (model) => model.operations,
);

function bodySchema(title: string): SchemaObject {
  const [, method, route, status] = TITLE.exec(title)!;
  const entry = operations.find((candidate) => candidate.method === method!.toLowerCase() && candidate.path === route);
  if (!entry) throw new Error(`no documented operation ${method} ${route}`);
  const body = status ? entry.operation.responses[status] : entry.operation.requestBody;
  const schema = body?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${method} ${route} has no JSON ${status ? `${status} response` : 'request'} body`);
  return schema;
}

const examples = allDocs().flatMap((doc) =>
  codeBlocks(doc.body)
    .filter((block) => block.lang === 'json' && TITLE.test(metaTitle(block.meta) ?? ''))
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
      const check = ajv.compile(bodySchema(example.title));
      const valid = check(JSON.parse(example.code));
      expect(valid ? [] : check.errors?.map((error) => `${error.instancePath} ${error.message}`)).toEqual([]);
    },
  );
});
