/**
 * The mdast nodes of MDX JSX elements whose props are plain data (compiled into the page's chunk as object
 * literals), and of the imports the reference page adds. The props' expressions are estree-util-value-to-estree's.
 */
import type {Program} from 'estree';
import {valueToEstree} from 'estree-util-value-to-estree';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';

/**
 * `name={value}` for plain data (the props of props.ts): the expression is the value as JSON has it (the source
 * text is its JSON), so a property whose value is undefined is left out, as JSON leaves it out.
 */
function dataAttribute(name: string, value: unknown): MdxJsxAttribute {
  const json = JSON.stringify(value);
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    comments: [],
    body: [{type: 'ExpressionStatement', expression: valueToEstree(JSON.parse(json))}],
  };
  return {type: 'mdxJsxAttribute', name, value: {type: 'mdxJsxAttributeValueExpression', value: json, data: {estree}}};
}

function dataAttributes(props: Record<string, unknown>): MdxJsxAttribute[] {
  return Object.entries(props).flatMap(([key, value]) => (value === undefined ? [] : [dataAttribute(key, value)]));
}

/** `<Name key={value}>children</Name>` as a block, where every prop is plain data. */
export function jsxFlowElement(
  name: string,
  props: Record<string, unknown>,
  children: MdxJsxFlowElement['children'] = [],
): MdxJsxFlowElement {
  return {type: 'mdxJsxFlowElement', name, attributes: dataAttributes(props), children};
}

/** `<Name key={value} />` in a line of text, where every prop is plain data. */
export function jsxTextElement(name: string, props: Record<string, unknown>): MdxJsxTextElement {
  return {type: 'mdxJsxTextElement', name, attributes: dataAttributes(props), children: []};
}

/** `import Name from 'source';`, as MDX has it in the page's ESM. */
export function esmImport(name: string, source: string): MdxjsEsm {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
        source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
        attributes: [],
      },
    ],
  };
  return {type: 'mdxjsEsm', value: `import ${name} from ${JSON.stringify(source)};`, data: {estree: program}};
}
