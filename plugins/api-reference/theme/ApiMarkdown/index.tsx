import type {ComponentProps, ReactNode} from 'react';
import {Fragment, jsx, jsxs} from 'react/jsx-runtime';
import {toJsxRuntime, type Components} from 'hast-util-to-jsx-runtime';
import type {Root, RootContent} from 'hast';
import Link from '@docusaurus/Link';
import type {Description} from '../../props';

/**
 * Renders an OpenAPI description, which the build has already parsed into a hast tree (description.ts), with
 * `hast-util-to-jsx-runtime`. Links go through Docusaurus's Link, so site paths get the locale's base URL and
 * navigate on the client.
 */
const components: Partial<Components> = {
  a: ({href, children}: ComponentProps<'a'>) => <Link to={href}>{children}</Link>,
};

function render(tree: Root): ReactNode {
  return toJsxRuntime(tree, {Fragment, jsx, jsxs, components});
}

/**
 * A description inside a line of text (a table cell, a property): the content of its paragraphs without the `<p>`,
 * a space between two blocks. Blocks other than paragraphs are kept as they are.
 */
export function InlineMarkdown({value}: {value: Description}): ReactNode {
  const children = value.children.flatMap((child, index): RootContent[] => [
    ...(index > 0 ? [{type: 'text' as const, value: ' '}] : []),
    ...(child.type === 'element' && child.tagName === 'p' ? child.children : [child]),
  ]);
  return render({type: 'root', children});
}

/** A description as blocks: paragraphs, lists, code. */
export default function ApiMarkdown({value, className}: {value: Description; className?: string}): ReactNode {
  return <div className={className}>{render(value)}</div>;
}
