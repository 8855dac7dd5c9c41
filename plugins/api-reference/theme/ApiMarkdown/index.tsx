import {createElement, type ReactNode} from 'react';
import type {ElementContent, Properties, Root, RootContent} from 'hast';
import Link from '@docusaurus/Link';
import type {Description} from '../../props';

/**
 * Renders an OpenAPI description, which the build has already parsed into a hast tree (description.ts). Written
 * here rather than with `hast-util-to-jsx-runtime`: that library handles any HTML, SVG and style attributes, and
 * its 10 kB (gzip) chunk would load on every doc page (the tables are global MDX components); these trees come
 * from CommonMark through mdast-util-to-hast, so they hold only elements whose property names React shares, and
 * text. Links go through Docusaurus's Link, so site paths get the locale's base URL and navigate on the client.
 */
function props({className, ...rest}: Properties, key: number): Record<string, unknown> {
  return {key, ...rest, ...(Array.isArray(className) ? {className: className.join(' ')} : {})};
}

function render(nodes: readonly (RootContent | ElementContent)[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (node.type === 'text') return node.value;
    if (node.type !== 'element') return null;
    const children = render(node.children);
    if (node.tagName === 'a') {
      return (
        <Link key={index} to={String(node.properties.href ?? '')}>
          {children}
        </Link>
      );
    }
    return createElement(node.tagName, props(node.properties, index), ...children);
  });
}

/** The description as a tree: plain text stands for one paragraph of it. */
function treeOf(value: Description): Root {
  if (typeof value !== 'string') return value;
  return {type: 'root', children: [{type: 'element', tagName: 'p', properties: {}, children: [{type: 'text', value}]}]};
}

/**
 * A description inside a line of text (a table cell, a property): the content of its paragraphs without the `<p>`,
 * a space between two blocks. Blocks other than paragraphs are kept as they are.
 */
export function InlineMarkdown({value}: {value: Description}): ReactNode {
  const content = treeOf(value).children.flatMap((child, index): (RootContent | ElementContent)[] => [
    ...(index > 0 ? [{type: 'text' as const, value: ' '}] : []),
    ...(child.type === 'element' && child.tagName === 'p' ? child.children : [child]),
  ]);
  return render(content);
}

/** A description as blocks: paragraphs, lists, code. */
export default function ApiMarkdown({value, className}: {value: Description; className?: string}): ReactNode {
  return <div className={className}>{render(treeOf(value).children)}</div>;
}
