/**
 * The prose of a doc page's Markdown, as the synthetic corpus of `npm run bench:scale` varies it: which lines are
 * prose, and which words of a prose line may change without touching Markdown or MDX syntax, code, link targets,
 * identifiers, hosts or heading anchors.
 */

/** The words a copy may vary: Latin words of 3+ letters and runs of 2+ Hangul syllables. */
const WORD = /[A-Za-z]{3,}|[\uAC00-\uD7A3]{2,}/g;

/** Spans of a prose line left as they are: code, link targets, tags, MDX expressions, entities, URLs, identifiers. */
const PROTECTED = [
  /(`+)[^`]*?\1/g,
  /\]\([^)]*\)/g,
  /<[^>]*>/g,
  /\{[^}]*\}/g,
  /&#?\w+;/g,
  /\S*(?::\/\/|@)\S*/g,
  /[\w-]+(?:[./:][\w-]+)+/g,
  /\w+_\w+/g,
];

/** A line that is not prose: a heading (its text makes its anchor), a tag, an import or export, an admonition fence. */
const NOT_PROSE = /^\s*(?:#{1,6}\s|<|import\s|export\s|:::)/;
const FENCE = /^\s*(`{3,}|~{3,})/;

export interface Line {
  readonly text: string;
  /** Front matter, code fence or code: copied as it is apart from the slug and links. */
  readonly kind: 'front-matter' | 'code' | 'markup' | 'prose';
}

/** Splits a Markdown file into lines, each with what it holds. */
export function classifyLines(markdown: string): Line[] {
  const lines = markdown.split('\n');
  const result: Line[] = [];
  let inFrontMatter = lines[0] === '---';
  let fence: string | undefined;
  lines.forEach((text, index) => {
    if (inFrontMatter) {
      result.push({text, kind: 'front-matter'});
      if (index > 0 && text === '---') inFrontMatter = false;
      return;
    }
    const marker = FENCE.exec(text)?.[1];
    if (fence !== undefined) {
      result.push({text, kind: 'code'});
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && text.trim() === marker)
        fence = undefined;
      return;
    }
    if (marker) {
      fence = marker;
      result.push({text, kind: 'code'});
      return;
    }
    result.push({text, kind: NOT_PROSE.test(text) || text.trim() === '' ? 'markup' : 'prose'});
  });
  return result;
}

/**
 * Whether a line still reads as prose: a varied line that came to start like an import, a tag or a heading (a word
 * swapped in at its start) would be parsed as that by MDX, so the copy keeps the original line instead.
 */
export function readsAsProse(text: string): boolean {
  return !NOT_PROSE.test(text);
}

/** Calls `replace` for each variable word of a prose line and returns the line with its answers. */
export function mapWords(line: string, replace: (word: string) => string): string {
  const taken = new Array<boolean>(line.length).fill(false);
  for (const pattern of PROTECTED) {
    for (const match of line.matchAll(pattern)) taken.fill(true, match.index, match.index + match[0].length);
  }
  return line.replace(WORD, (word, offset: number) => {
    const before = line[offset - 1] ?? ' ';
    const after = line[offset + word.length] ?? ' ';
    const free = !taken.slice(offset, offset + word.length).includes(true);
    // A Hangul run glued to a Latin word or a closing mark is a particle ("createRoom으로"), not a word.
    const glued = /[A-Za-z0-9_`)\]]/.test(before) || (/[A-Za-z]/.test(word[0]!) && /[0-9_]/.test(after));
    return free && !glued ? replace(word) : word;
  });
}

/** The distinct variable words of a page's prose, in order of first use. */
export function vocabulary(lines: readonly Line[]): string[] {
  const words = new Set<string>();
  for (const line of lines) {
    if (line.kind === 'prose')
      mapWords(line.text, (word) => {
        words.add(word);
        return word;
      });
  }
  return [...words];
}
