import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

/**
 * Renders the small Markdown subset OpenAPI descriptions use (paragraphs, "- " lists, `code`, **bold**,
 * [links](url)) without shipping a Markdown parser to the browser.
 */
const INLINE = /(`[^`]+`|\*\*[^*]+\*\*|\[[^\]]+\]\([^)\s]+\))/g;

function inline(text: string): ReactNode[] {
  return text.split(INLINE).map((part, index) => {
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1)
      return <code key={index}>{part.slice(1, -1)}</code>;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 3)
      return <strong key={index}>{part.slice(2, -2)}</strong>;
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(part);
    if (link)
      return (
        <Link key={index} to={link[2]}>
          {link[1]}
        </Link>
      );
    return part;
  });
}

export function InlineMarkdown({text}: {text: string}): ReactNode {
  return <>{inline(text)}</>;
}

export default function ApiMarkdown({text, className}: {text: string; className?: string}): ReactNode {
  const blocks = text.trim().split(/\n\s*\n/);
  return (
    <div className={className}>
      {blocks.map((block, index) => {
        const lines = block.split('\n').map((line) => line.trim());
        if (lines.every((line) => /^[-*] /.test(line))) {
          return (
            <ul key={index}>
              {lines.map((line, item) => (
                <li key={item}>{inline(line.slice(2))}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{inline(lines.join(' '))}</p>;
      })}
    </div>
  );
}
