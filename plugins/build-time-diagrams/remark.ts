/**
 * Remark plugin (the docs plugin's beforeDefaultRemarkPlugins) that turns every ```mermaid fence into
 * `<BuildTimeDiagram>` (theme/Diagram) with the diagram drawn at build time. The page imports each drawing's module
 * by its content hash: the server's build resolves it to the SVGs, the browser's to a loader of them (index.ts), so
 * the SVGs reach readers in the HTML and are not part of the page's script.
 */
import type {Code, Root, RootContent} from 'mdast';
import {visit} from 'unist-util-visit';
import type {VFile} from 'vfile';
import {checkOptions, inSite} from './options';
import {createRenderer, sourceHash, type Drawing} from './render';

/** The page's local name of `@theme/Diagram`, and the module specifier its drawings are imported by. */
const COMPONENT = 'BuildTimeDiagram';
const COMPONENT_SOURCE = '@theme/Diagram';
export const MODULE_PREFIX = '@build-time-diagrams/';

type Estree = Record<string, unknown>;

const identifier = (name: string): Estree => ({type: 'Identifier', name});
const literal = (value: string): Estree => ({type: 'Literal', value, raw: JSON.stringify(value)});

function esmImport(specifier: Estree, source: string, code: string): RootContent {
  return {
    type: 'mdxjsEsm',
    value: code,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ImportDeclaration', specifiers: [specifier], source: literal(source), attributes: []}],
      },
    },
  } as unknown as RootContent;
}

const stringAttribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});

function diagramElement(source: string, drawing: Drawing, local: string): RootContent {
  return {
    type: 'mdxJsxFlowElement',
    name: COMPONENT,
    attributes: [
      stringAttribute('hash', sourceHash(source)),
      stringAttribute('title', drawing.title),
      stringAttribute('source', source),
      {
        type: 'mdxJsxAttribute',
        name: 'drawings',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: local,
          data: {
            estree: {
              type: 'Program',
              sourceType: 'module',
              body: [{type: 'ExpressionStatement', expression: identifier(local)}],
            },
          },
        },
      },
    ],
    children: [],
  } as unknown as RootContent;
}

interface Fence {
  readonly node: Code;
  readonly index: number;
  readonly parent: {children: RootContent[]};
}

/** One renderer per configuration for the whole process (the docs of every locale and version share it). */
const renderers = new Map<string, ReturnType<typeof createRenderer>>();

/**
 * The remark plugin for the options (options.ts) in the site at `siteDir`: a plugin without options for the docs
 * plugin, whose options Docusaurus serialises into the client bundle.
 */
export default function remarkBuildTimeDiagrams(given: unknown, siteDir: string) {
  const options = inSite(checkOptions(given), siteDir);
  const configuration = JSON.stringify(options);
  if (!renderers.has(configuration)) renderers.set(configuration, createRenderer(options));
  const draw = renderers.get(configuration)!;
  return () =>
    async (tree: Root, file: VFile): Promise<void> => {
      const fences: Fence[] = [];
      visit(tree, 'code', (node, index, parent) => {
        if (node.lang === 'mermaid' && parent && index !== undefined) fences.push({node, index, parent});
      });
      if (fences.length === 0) return;
      const seen = new Set<string>();
      for (const {node} of fences) {
        if (seen.has(node.value))
          file.fail(
            'this page shows the same diagram twice; its two drawings would repeat their ids: link to the first',
            node,
            'build-time-diagrams:duplicate',
          );
        seen.add(node.value);
      }
      const drawings = await Promise.all(
        fences.map(({node}) =>
          draw(node.value).catch((error: unknown) =>
            file.fail(error instanceof Error ? error.message : String(error), node, 'build-time-diagrams:render'),
          ),
        ),
      );
      const imports = new Map<string, string>();
      fences.forEach(({node, index, parent}, position) => {
        const drawing = drawings[position]!;
        const local = `buildTimeDiagram${position}`;
        imports.set(local, `${MODULE_PREFIX}${drawing.key}.js`);
        parent.children[index] = diagramElement(node.value, drawing, local);
      });
      tree.children.unshift(
        esmImport(
          {type: 'ImportDefaultSpecifier', local: identifier(COMPONENT)},
          COMPONENT_SOURCE,
          `import ${COMPONENT} from '${COMPONENT_SOURCE}';`,
        ),
        ...[...imports].map(([local, specifier]) =>
          esmImport(
            {type: 'ImportNamespaceSpecifier', local: identifier(local)},
            specifier,
            `import * as ${local} from '${specifier}';`,
          ),
        ),
      );
    };
}
