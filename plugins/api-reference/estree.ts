/** Builds the mdast nodes of MDX JSX elements whose props are plain data (compiled into the page's chunk as object literals). */
import type {JsonValue} from './props';

type Estree = Record<string, unknown>;

function literal(value: string | number | boolean | null): Estree {
  return {type: 'Literal', value, raw: JSON.stringify(value)};
}

export function valueToEstree(value: JsonValue | undefined): Estree {
  if (value === undefined) return {type: 'Identifier', name: 'undefined'};
  if (value === null || typeof value !== 'object') {
    if (typeof value === 'number' && value < 0)
      return {type: 'UnaryExpression', operator: '-', prefix: true, argument: literal(-value)};
    return literal(value);
  }
  if (Array.isArray(value)) return {type: 'ArrayExpression', elements: value.map((item) => valueToEstree(item))};
  return {
    type: 'ObjectExpression',
    properties: Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .map(([key, item]) => ({
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: literal(key),
        value: valueToEstree(item),
      })),
  };
}

export interface MdxJsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string;
  attributes: unknown[];
  children: unknown[];
}

/** `<Name key={value} />` where every prop is JSON data. */
export function jsxElement(
  type: MdxJsxElement['type'],
  name: string,
  props: Record<string, JsonValue | undefined>,
  children: unknown[] = [],
): MdxJsxElement {
  const attributes = Object.entries(props)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ({
      type: 'mdxJsxAttribute',
      name: key,
      value: {
        type: 'mdxJsxAttributeValueExpression',
        value: JSON.stringify(value),
        data: {
          estree: {
            type: 'Program',
            sourceType: 'module',
            comments: [],
            body: [{type: 'ExpressionStatement', expression: valueToEstree(value)}],
          },
        },
      },
    }));
  return {type, name, attributes, children};
}
