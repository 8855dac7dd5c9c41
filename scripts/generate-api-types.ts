/**
 * Generates the TypeScript types of the three API contracts for the example projects under examples/ (run
 * before the type check and the unit tests). The types are generated, not committed: they always follow
 * openapi/*.yaml, so an example that no longer matches a contract fails `npm run typecheck`.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import openapiTS, {astToString} from 'openapi-typescript';
import {API_REFERENCE} from '../config/apiReference';
import {apiReader} from '../plugins/api-reference/model';

const OUT_DIR = path.resolve(__dirname, '../examples/video-meeting/generated');

async function main(): Promise<void> {
  const {specNames, specFile} = apiReader(API_REFERENCE, path.resolve(__dirname, '..'));
  mkdirSync(OUT_DIR, {recursive: true});
  for (const name of specNames) {
    // A field with a default may be left out of a request, so it stays optional.
    const ast = await openapiTS(pathToFileURL(specFile(name)), {defaultNonNullable: false});
    writeFileSync(path.join(OUT_DIR, `${name}.ts`), astToString(ast));
  }
  console.log(`generate-api-types: ${specNames.join(', ')} → ${path.relative(process.cwd(), OUT_DIR)}/`);
}

void main();
