/**
 * Generates the TypeScript types of the three API contracts for the example projects under examples/ (run
 * before the type check and the unit tests): into `generated/` of every project whose code imports from there.
 * The types are generated, not committed: they always follow openapi/*.yaml, so an example that no longer matches
 * a contract fails `npm run typecheck`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import openapiTS, {astToString} from 'openapi-typescript';
import {API_REFERENCE} from '../config/apiReference';
import {apiReader} from '../plugins/api-reference/model';

const EXAMPLES_DIR = path.resolve(__dirname, '../examples');

/**
 * The projects with a file that imports `./generated/<spec>`. A file a project links from another one counts too:
 * the type check resolves its imports beside the link.
 */
function projectsUsingTypes(): string[] {
  return fs
    .readdirSync(EXAMPLES_DIR, {withFileTypes: true})
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(EXAMPLES_DIR, entry.name))
    .filter((dir) =>
      fs
        .readdirSync(dir, {withFileTypes: true})
        .some(
          (file) =>
            (file.isFile() || file.isSymbolicLink()) &&
            /\.tsx?$/.test(file.name) &&
            fs.readFileSync(path.join(dir, file.name), 'utf8').includes("from './generated/"),
        ),
    );
}

async function main(): Promise<void> {
  const {specNames, specFile} = apiReader(API_REFERENCE, path.resolve(__dirname, '..'));
  const types = await Promise.all(
    specNames.map(async (name) => {
      // A field with a default may be left out of a request, so it stays optional.
      const ast = await openapiTS(pathToFileURL(specFile(name)), {defaultNonNullable: false});
      return [name, astToString(ast)] as const;
    }),
  );
  const projects = projectsUsingTypes();
  for (const project of projects) {
    fs.mkdirSync(path.join(project, 'generated'), {recursive: true});
    for (const [name, text] of types) fs.writeFileSync(path.join(project, 'generated', `${name}.ts`), text);
  }
  const where = projects.map((project) => `examples/${path.basename(project)}/generated/`).join(', ');
  console.log(`generate-api-types: ${specNames.join(', ')} → ${where}`);
}

void main();
