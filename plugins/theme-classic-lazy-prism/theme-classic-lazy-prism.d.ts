// The `@theme/` names this theme gives other plugins and the site (besides `@theme/CodeBlock`, which keeps the
// classic theme's props). Another plugin uses these names, never a path into this folder.

declare module '@theme/PlainCodeBlock' {
  import type {ReactNode} from 'react';

  export interface Props {
    /** The code as written; the block shows it through `@theme/useDisplayedCode`. */
    readonly code: string;
    readonly language: string;
    readonly title?: string;
  }

  /** A code block with a copy button and no syntax highlighting: cheap to hydrate, for pages with many blocks. */
  export default function PlainCodeBlock(props: Props): ReactNode;
}

declare module '@theme/useDisplayedCode' {
  /**
   * What a code block shows for the code as written. This theme's own returns the code unchanged; a theme listed
   * after this one shadows the name to change what readers see (my-values puts in the reader's values). The server
   * and the hydrating render must get the code unchanged, so that the markup matches.
   */
  export default function useDisplayedCode(code: string, language?: string): string;
}
