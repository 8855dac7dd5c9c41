// The `@theme/` name this theme gives other plugins (the API reference shows the same notice for its overlays).
// Another plugin uses this name, never a path into this folder.

declare module '@theme/TranslationNotice' {
  import type {ReactNode} from 'react';

  export interface Props {
    /** The day the translation was acknowledged as behind (YYYY-MM-DD), from `npm run i18n:pending`. */
    readonly since: string;
    /** The locale the page is translated from; the notice links to the same page in it. */
    readonly source: string;
    /** The section's heading id, for a notice under a section's heading; absent for one under the page's title. */
    readonly sectionId?: string;
    /** The section's heading as plain text, for the page's status line (llms.txt). */
    readonly sectionTitle?: string;
  }

  /** "The source of this page (or section) changed on <since>; this translation may be behind", with a link to it. */
  export default function TranslationNotice(props: Props): ReactNode;
}
