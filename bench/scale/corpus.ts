/**
 * The synthetic corpus of `npm run bench:scale`: every current doc page copied `scale - 1` more times, so the site
 * grows as real docs would rather than repeating itself.
 *
 * - Copy k of `<area>/<page>.md` is `<area>/copy-k/<page>.md`: it stays in its area's folder (search names a
 *   result's area by the folder), its doc id is unique, and its slug is `/copy-k<slug>`.
 * - Its links point into the same copy: a relative link to a doc is rewritten to that doc's copy, an absolute link
 *   to a doc's slug gets the copy's prefix, any other relative link is re-aimed at the original file.
 * - Its prose varies, deterministically (seeded by the page and the copy): about a third of the words are swapped
 *   for other words of the page's own vocabulary, and a few are new words spliced from two of them, as new pages
 *   bring new terms. Headings (their anchors), code, front matter, tags and link targets stay as they are.
 */
import path from 'node:path';
import {classifyLines, mapWords, readsAsProse, vocabulary, type Line} from './prose';

/** Share of a copy's prose words swapped for another word of the page, and share replaced by a new word. */
const SWAP_SHARE = 0.3;
const NEW_WORD_SHARE = 0.06;

/** The folder and slug prefix of copy k (k ≥ 2; copy 1 is the page itself). */
export function copyName(k: number): string {
  return `copy-${k}`;
}

/** Where copy k of a doc lives, relative to the docs folder: in its area's folder. */
export function copyPath(docPath: string, k: number): string {
  const [area, ...rest] = docPath.split('/');
  return rest.length === 0 ? `${copyName(k)}/${area}` : [area, copyName(k), ...rest].join('/');
}

/** A doc's id without its extension, as sidebars name it. */
export function docId(docPath: string): string {
  return docPath.replace(/\.mdx?$/, '');
}

/** A small deterministic generator (mulberry32) seeded with a string's FNV-1a hash. */
export function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (const char of seed) state = Math.imul(state ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isHangul = (word: string) => /^[\uAC00-\uD7A3]/.test(word);

/** The front half of one word and the back half of another, in the first one's case: a plausible new term. */
function splice(first: string, second: string, like: string): string {
  const joined = first.slice(0, Math.ceil(first.length / 2)) + second.slice(Math.floor(second.length / 2));
  if (isHangul(joined)) return joined;
  const lower = joined.toLowerCase();
  return /^[A-Z]/.test(like) ? lower[0]!.toUpperCase() + lower.slice(1) : lower;
}

/** Varies a page's prose for copy k, drawing only on the page's own words. */
function varyProse(lines: readonly Line[], random: () => number): Line[] {
  const words = vocabulary(lines);
  const pools = {hangul: words.filter(isHangul), latin: words.filter((word) => !isHangul(word))};
  const pick = (pool: readonly string[]) => pool[Math.floor(random() * pool.length)]!;
  return lines.map((line) => {
    if (line.kind !== 'prose') return line;
    const text = mapWords(line.text, (word) => {
      const pool = isHangul(word) ? pools.hangul : pools.latin;
      const roll = random();
      if (roll < SWAP_SHARE) return pick(pool);
      if (roll < SWAP_SHARE + NEW_WORD_SHARE) return splice(pick(pool), pick(pool), word);
      return word;
    });
    return readsAsProse(text) ? {...line, text} : line;
  });
}

/** The docs of one locale's tree: path relative to the tree (`media/api-media-concept.md`) → Markdown. */
export type DocsTree = ReadonlyMap<string, string>;

const SLUG = /^slug:\s*(['"]?)(\/[^'"]*)\1\s*$/;

/** Doc slug → doc path, from the pages' `slug` front matter. */
export function slugsOf(tree: DocsTree): Map<string, string> {
  const slugs = new Map<string, string>();
  for (const [docPath, markdown] of tree) {
    for (const line of classifyLines(markdown)) {
      const slug = line.kind === 'front-matter' ? SLUG.exec(line.text)?.[2] : undefined;
      if (slug) slugs.set(slug, docPath);
    }
  }
  return slugs;
}

const relative = (fromFile: string, to: string): string => {
  const link = path.posix.relative(path.posix.dirname(fromFile), to);
  return link.startsWith('.') ? link : `./${link}`;
};

/** A link target of the page at `docPath` as it reads in that page's copy k. */
export function rewriteTarget(target: string, docPath: string, k: number, tree: DocsTree, slugs: Set<string>): string {
  const [, url = '', title = ''] = /^(\S*)(.*)$/s.exec(target) ?? [];
  if (url === '' || url.startsWith('#') || /^[a-z][a-z0-9+.-]*:/i.test(url)) return target;
  const [, pathPart = '', rest = ''] = /^([^#?]*)(.*)$/s.exec(url) ?? [];
  if (pathPart.startsWith('/')) {
    const slug = pathPart.replace(/(.)\/$/, '$1');
    return slugs.has(slug) ? `/${copyName(k)}${pathPart}${rest}${title}` : target;
  }
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(docPath), pathPart));
  const inCopy = copyPath(docPath, k);
  const to = tree.has(resolved) ? copyPath(resolved, k) : resolved;
  return `${relative(inCopy, to)}${rest}${title}`;
}

/** Copy k (k ≥ 2) of one page: its new slug, its links pointed into copy k, its prose varied. */
export function copyPage(docPath: string, k: number, tree: DocsTree, slugs: Set<string>): string {
  const lines = varyProse(classifyLines(tree.get(docPath)!), seededRandom(`${docPath}#${k}`));
  return lines
    .map(({text, kind}) => {
      if (kind === 'code') return text;
      if (kind === 'front-matter')
        return text.replace(
          SLUG,
          (_line, quote: string, slug: string) => `slug: ${quote}/${copyName(k)}${slug}${quote}`,
        );
      return text.replace(
        /(\]\()([^)]*)(\))/g,
        (_match, open: string, target: string, close: string) =>
          `${open}${rewriteTarget(target, docPath, k, tree, slugs)}${close}`,
      );
    })
    .join('\n');
}

/** The copies 2…scale of every page of a docs tree: path relative to the tree → Markdown. */
export function scaleTree(tree: DocsTree, scale: number): Map<string, string> {
  const slugs = new Set(slugsOf(tree).keys());
  const copies = new Map<string, string>();
  for (let k = 2; k <= scale; k += 1) {
    for (const docPath of tree.keys()) copies.set(copyPath(docPath, k), copyPage(docPath, k, tree, slugs));
  }
  return copies;
}

/** A sidebar item as sidebars.ts writes them: a doc id, or a category or link with items. */
type SidebarItem = string | {readonly type: string; readonly id?: string; readonly items?: readonly SidebarItem[]};
export type Sidebars = Readonly<Record<string, readonly SidebarItem[]>>;

/** The label of copy k's category in each sidebar, per locale (the English one goes into the docs' translations). */
export const COPY_LABEL = {ko: (k: number) => `사본 ${k}`, en: (k: number) => `Copy ${k}`};

function renameItem(item: SidebarItem, rename: (id: string) => string): SidebarItem {
  if (typeof item === 'string') return rename(item);
  return {
    ...item,
    ...(item.id === undefined ? {} : {id: rename(item.id)}),
    ...(item.items === undefined ? {} : {items: item.items.map((child) => renameItem(child, rename))}),
  };
}

/** Each sidebar with a category per copy after its own items, holding the copies of those items in order. */
export function scaleSidebars(sidebars: Sidebars, scale: number): Record<string, SidebarItem[]> {
  return Object.fromEntries(
    Object.entries(sidebars).map(([sidebarId, items]) => {
      const categories = Array.from({length: scale - 1}, (_, index) => {
        const k = index + 2;
        return {
          type: 'category',
          label: COPY_LABEL.ko(k),
          items: items.map((item) => renameItem(item, (id) => docId(copyPath(`${id}.md`, k)))),
        };
      });
      return [sidebarId, [...items, ...categories]];
    }),
  );
}

/** The English translations of the copies' category labels, in the format of the docs plugin's current.json. */
export function copyLabelTranslations(
  sidebars: Sidebars,
  scale: number,
): Record<string, {message: string; description: string}> {
  return Object.fromEntries(
    Object.keys(sidebars).flatMap((sidebarId) =>
      Array.from({length: scale - 1}, (_, index) => {
        const k = index + 2;
        return [
          `sidebar.${sidebarId}.category.${COPY_LABEL.ko(k)}`,
          {
            message: COPY_LABEL.en(k),
            description: `The label for category ${COPY_LABEL.ko(k)} in sidebar ${sidebarId}`,
          },
        ];
      }),
    ),
  );
}
