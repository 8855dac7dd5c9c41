/** llms.txt (llmstxt.org): a title, a summary, and one section per documentation area listing its pages. */
export interface LlmsPage {
  title: string;
  description?: string;
  /** The page's status line (e.g. that its facts are examples), put before the description. */
  status?: string;
  /** Absolute URL of the page's Markdown twin. */
  url: string;
}

export interface LlmsSection {
  title: string;
  pages: LlmsPage[];
}

const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

export function llmsTxt(title: string, summary: string, details: string, sections: LlmsSection[]): string {
  const lines = [`# ${title}`, '', `> ${oneLine(summary)}`, '', oneLine(details)];
  for (const section of sections) {
    if (section.pages.length === 0) continue;
    lines.push('', `## ${section.title}`, '');
    for (const page of section.pages) {
      const notes = [page.status, page.description].filter((note): note is string => Boolean(note)).map(oneLine);
      lines.push(`- [${oneLine(page.title)}](${page.url})${notes.length > 0 ? `: ${notes.join(' ')}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** llms-full.txt: the index's header followed by every page's Markdown, in the index's order. */
export function llmsFullTxt(header: string, pages: {url: string; markdown: string}[]): string {
  return `${header}\n${pages.map((page) => `---\n\nSource: ${page.url}\n\n${page.markdown}`).join('\n')}`;
}
