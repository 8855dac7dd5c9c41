/**
 * Where a doc page's facts come from, declared in its front matter (`facts: contract` or `facts: example`).
 * The product specification fixes the media, chat and push APIs; everything else the site documents (passport
 * login, resource, avatar, map builder, map studio, the XR SDK, the console's screens, the media client SDK) is
 * the site's example, and readers must be able to tell.
 */
export const FACTS = {
  contract: 'its API facts come from openapi/ (the media, chat and push pages and references)',
  example:
    'it describes what the specification does not cover (passport login, resource, avatar, map builder, map ' +
    "studio, XR SDK, the console's screens, the media client SDK)",
} as const;

export type Facts = keyof typeof FACTS;

export const isFacts = (value: unknown): value is Facts => typeof value === 'string' && Object.hasOwn(FACTS, value);

const choices = Object.entries(FACTS)
  .map(([value, meaning]) => `"facts: ${value}" when ${meaning}`)
  .join(', or ');

/** Why a doc's front matter does not declare its facts, or undefined when it does. */
export function factsProblem(file: string, frontMatter: Readonly<Record<string, unknown>>): string | undefined {
  if (!('facts' in frontMatter)) return `${file} has no "facts" front matter field. Add ${choices}.`;
  if (!isFacts(frontMatter.facts)) return `${file} has facts: ${JSON.stringify(frontMatter.facts)}. Use ${choices}.`;
  return undefined;
}
