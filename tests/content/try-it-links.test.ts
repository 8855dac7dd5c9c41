/**
 * From the guides to the try-it panel: on every media, chat and push page (current docs, both locales) every code
 * block that shows a request of the contracts (a JSON body titled with its method and path, a curl of a contract's
 * base URL) has, right under it, a link for each request to its operation's try-it panel on that contract's
 * reference; the link's operation exists, and the request it loads (body and written values) passes the panel's
 * own checks, compiled from openapi/ as the build compiles them. Which blocks show requests is found here from the
 * Markdown, not from the remark plugin that writes the links.
 */
import path from 'node:path';
import type {Code, Parent, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import {API_BASE_URL_VARIABLES, EXAMPLE_API_ORIGINS} from '../../config/product';
import {referencePath} from '../../config/references';
import {remarkApiReference} from '../../plugins/api-reference/remark';
import type {TryItLinkData} from '../../plugins/api-reference/props';
import {checkDraft, documentedDraft} from '../../plugins/api-reference/theme/TryIt/check';
import {readTryItLink, TRY_IT_PARAMETER} from '../../plugins/api-reference/tryItLink';
import {API_REFERENCE, loadApi, SPEC_NAMES, type SpecName} from '../support/api';
import {CHECKED_TREES} from '../support/code-blocks';
import {readDocs} from '../support/docs';
import {ROOT} from '../support/site';
import {checkMessages, compiledTryIt} from '../support/try-it';
import {BODY_TITLE} from '../support/unit';

/** The guides whose requests link to the panel: the areas of the three contracts. */
const AREAS = ['media', 'chat', 'push'];

const contracts = Object.fromEntries(
  await Promise.all(
    SPEC_NAMES.map(async (spec) => {
      const model = await loadApi(spec, 'en');
      return [spec, {model, module: compiledTryIt(model)}] as const;
    }),
  ),
) as Record<SpecName, {model: Awaited<ReturnType<typeof loadApi>>; module: ReturnType<typeof compiledTryIt>}>;

/** How many requests of the contracts a block shows: a titled JSON request body, or each curl of a base URL. */
function requestsShown(block: Code): number {
  const title = /(?:^|\s)title="([^"]*)"/.exec(block.meta ?? '')?.[1] ?? '';
  const match = block.lang === 'json' ? BODY_TITLE.exec(title) : null;
  if (match) return match[3] === undefined && match[4] === undefined ? 1 : 0;
  if (block.lang !== 'bash') return 0;
  const bases = SPEC_NAMES.flatMap((spec) => [`$${API_BASE_URL_VARIABLES[spec]}`, EXAMPLE_API_ORIGINS[spec]]);
  // Each curl up to the next: the text of its command and whatever follows it in the block.
  return block.value
    .split(/(?<![\w-])curl\s/)
    .slice(1)
    .filter((command) => bases.some((base) => command.includes(base))).length;
}

const plugin = remarkApiReference(API_REFERENCE, ROOT);

/** A page's Markdown after the remark plugin, as the docs plugin gives it the page. */
async function transformed(file: string, body: string): Promise<Root> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(plugin);
  const tree = processor.parse(body);
  // The plugin changes the tree in place, as the docs plugin runs it.
  await processor.run(tree, {path: file} as never);
  return tree;
}

interface Shown {
  where: string;
  block: Code;
  /** The links right under the block, or under the next block when the two share them; undefined when neither. */
  links: TryItLinkData['links'] | undefined;
  /** Whether the links are the next block's: a JSON body followed by its curl, one request shown twice. */
  shared: boolean;
}

/** The links of a <TryItLink> element, undefined for any other node. */
function linksOf(node: RootContent | undefined): TryItLinkData['links'] | undefined {
  if (node?.type !== 'mdxJsxFlowElement' || node.name !== 'TryItLink') return undefined;
  const data = (node as MdxJsxFlowElement).attributes[0];
  const value = data?.type === 'mdxJsxAttribute' && typeof data.value === 'object' ? data.value?.value : undefined;
  return value === undefined ? undefined : (JSON.parse(value) as TryItLinkData).links;
}

function blocksWithLinks(tree: Root, source: string): Shown[] {
  const found: Shown[] = [];
  const walk = (node: Root | RootContent) => {
    if (!('children' in node)) return;
    (node as Parent).children.forEach((child, index, siblings) => {
      if (child.type === 'code') {
        const own = linksOf(siblings[index + 1]);
        const next = siblings[index + 1];
        const shared = own === undefined && next?.type === 'code' ? linksOf(siblings[index + 2]) : undefined;
        found.push({
          where: `${source}:${child.position?.start.line ?? '?'}`,
          block: child,
          links: own ?? shared,
          shared: shared !== undefined,
        });
      }
      walk(child);
    });
  };
  walk(tree);
  return found;
}

const pages = CHECKED_TREES.flatMap((tree) =>
  readDocs(tree.dir)
    .filter((doc) => AREAS.includes(doc.id.split('/')[0]!))
    .map((doc) => ({doc, source: path.relative(ROOT, doc.file)})),
);

const shown = (
  await Promise.all(pages.map(async ({doc, source}) => blocksWithLinks(await transformed(doc.file, doc.body), source)))
)
  .flat()
  .filter((entry) => requestsShown(entry.block) > 0);

const links = shown
  .filter((entry) => !entry.shared)
  .flatMap((entry) => (entry.links ?? []).map((link) => ({where: entry.where, ...link})));

describe('links from the guides to the try-it panel', () => {
  it('the media, chat and push pages show requests in both locales', () => {
    for (const locale of ['docs/', 'i18n/en/'])
      expect(shown.filter((entry) => entry.where.startsWith(locale)).length).toBeGreaterThan(30);
  });

  it.each(shown.map((entry) => [entry.where, entry] as const))(
    '%s has a link under it, or under the next block showing the same request, for each request it shows',
    (_where, entry) => {
      expect(entry.links?.length).toBe(requestsShown(entry.block));
    },
  );

  it('gives a request shown twice in a row (a JSON body, then its curl) one link, under the second block', () => {
    const pairs = shown.filter((entry) => entry.shared);
    expect(pairs.length).toBeGreaterThan(0);
    for (const {where, links: pairLinks = []} of pairs) {
      // The curl's written query values are in the shared link, beside the JSON block's body.
      const url = new URL(pairLinks[0]!.href, 'https://docs.example');
      expect(url.searchParams.get('body'), where).not.toBeNull();
    }
  });

  it.each(links.map((link) => [`${link.where} ${link.operationId}`, link] as const))(
    "%s: opens the operation's panel on its reference with a request the panel accepts",
    (_what, link) => {
      const url = new URL(link.href, 'https://docs.example');
      const spec = SPEC_NAMES.find((name) => referencePath(name) === url.pathname);
      expect(spec, url.pathname).toBeDefined();
      const {model, module} = contracts[spec!];
      expect(url.hash).toBe(`#operation/${link.operationId}`);
      expect(url.searchParams.get(TRY_IT_PARAMETER)).toBe(link.operationId);
      const operation = module.spec.operations[link.operationId];
      expect(operation, `${link.operationId} in the ${spec} contract`).toBeDefined();
      expect(model.operations.some((op) => op.operationId === link.operationId)).toBe(true);

      const names = operation!.parameters.map((parameter) => parameter.name);
      const read = readTryItLink(url.search, link.operationId, names);
      expect(read?.kind).toBe('request');
      if (read?.kind !== 'request') return;
      const documented = documentedDraft(operation!);
      const {violations} = checkDraft({
        operation: operation!,
        draft: {
          ...documented,
          parameters: {...documented.parameters, ...read.request.parameters},
          body: read.request.body ?? documented.body,
        },
        origin: module.spec.origin,
        accessToken: module.spec.accessToken,
        baseUrlVariable: module.spec.baseUrlVariable,
        parameters: module.parameters[link.operationId],
        body: module.bodies[link.operationId],
        // Without the rule that compares a scheduled time with now: a guide's scheduled example has a fixed date.
        messages: checkMessages('en'),
      });
      expect(violations).toEqual([]);
    },
  );

  it('loads a titled body as the block shows it', () => {
    const titled = shown.filter((entry) => entry.block.lang === 'json');
    expect(titled.length).toBeGreaterThan(0);
    for (const {where, block, links: [link] = []} of titled) {
      const body = new URL(link!.href, 'https://docs.example').searchParams.get('body');
      expect(JSON.parse(body ?? 'null'), where).toEqual(JSON.parse(block.value));
    }
  });
});
