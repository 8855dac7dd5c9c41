/**
 * Where a doc page's facts come from, declared in its front matter (`facts: contract`, `example` or `mixed`).
 * The product specification fixes the media, chat and push APIs; everything else the site documents (passport
 * login, resource, avatar, map builder, map studio, the XR SDK, the console's screens, the media client SDK) is
 * the site's example, and readers must be able to tell. A page that does both (a tutorial that calls the APIs
 * with the example token flow) says so, and marks each example part where it stands.
 */
export const FACTS = {
  contract: 'its API facts come from openapi/ (the media, chat and push pages and references)',
  example:
    'it describes what the specification does not cover (passport login, resource, avatar, map builder, map ' +
    "studio, XR SDK, the console's screens, the media client SDK)",
  mixed:
    "it states API facts from openapi/ and also uses the site's examples, each example part marked with " +
    '<Convention> where it stands (the tutorial, the media SDK overview)',
} as const;

export type Facts = keyof typeof FACTS;

/** The facts that put a status line under the page's title: every page that shows something beyond the contract. */
export type StatusFacts = Exclude<Facts, 'contract'>;

export const isFacts = (value: unknown): value is Facts => typeof value === 'string' && Object.hasOwn(FACTS, value);

export const hasStatusLine = (value: unknown): value is StatusFacts => isFacts(value) && value !== 'contract';

const choices = Object.entries(FACTS)
  .map(([value, meaning]) => `"facts: ${value}" when ${meaning}`)
  .join(', or ');

/** Why a doc's front matter does not declare its facts, or undefined when it does. */
export function factsProblem(file: string, frontMatter: Readonly<Record<string, unknown>>): string | undefined {
  if (!('facts' in frontMatter)) return `${file} has no "facts" front matter field. Add ${choices}.`;
  if (!isFacts(frontMatter.facts)) return `${file} has facts: ${JSON.stringify(frontMatter.facts)}. Use ${choices}.`;
  return undefined;
}
