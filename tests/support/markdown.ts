/** Small, dependency-free readers for the parts of a Markdown doc that the content tests check. */

export interface CodeBlock {
  readonly lang: string;
  readonly meta: string;
  readonly code: string;
}

const FENCE = /^(```+|~~~+)\s*([\w-]*)\s*(.*)$/;

/** Fenced code blocks with their language and meta string (e.g. `title="POST /v1/rooms"`). */
export function codeBlocks(markdown: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  let open: {fence: string; lang: string; meta: string; lines: string[]} | undefined;
  for (const line of markdown.split('\n')) {
    if (open) {
      if (line.trim().startsWith(open.fence) && line.trim().replace(/[`~]/g, '') === '') {
        blocks.push({lang: open.lang, meta: open.meta, code: open.lines.join('\n')});
        open = undefined;
      } else open.lines.push(line);
      continue;
    }
    const match = FENCE.exec(line.trim());
    if (match) open = {fence: match[1]!, lang: match[2]!, meta: match[3]!, lines: []};
  }
  return blocks;
}

/** The levels of the `##` and `###` headings outside code blocks, in order (e.g. [2, 3, 3, 2]). */
export function headingOutline(markdown: string): number[] {
  const outline: number[] = [];
  let fence: string | undefined;
  for (const line of markdown.split('\n')) {
    const fenceMatch = /^\s*(```+|~~~+)/.exec(line);
    if (fenceMatch) {
      if (!fence) fence = fenceMatch[1];
      else if (line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') fence = undefined;
      continue;
    }
    if (fence) continue;
    const heading = /^(#{2,3})\s+\S/.exec(line);
    if (heading) outline.push(heading[1]!.length);
  }
  return outline;
}

/** The value of `title="..."` in a code block's meta string. */
export function metaTitle(meta: string): string | undefined {
  return /title="([^"]*)"/.exec(meta)?.[1];
}
