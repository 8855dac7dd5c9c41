// The `@theme/` names this theme gives other plugins and the site. Another plugin uses these names, never a path
// into this folder.

declare module '@theme/ServerMarkup' {
  import type {ReactNode} from 'react';

  /**
   * An element (a div) whose server-rendered children stay as they are while the page hydrates; swap it by `key`
   * for the live content once that is needed. After a client-side navigation there is no server markup to keep.
   */
  export default function ServerMarkup(props: {readonly className?: string}): ReactNode;
}

declare module '@theme/useNearViewport' {
  import type {RefObject} from 'react';

  /** Whether the element has come within `rootMargin` of the viewport; once true it stays true. */
  export default function useNearViewport(
    ref: RefObject<Element | null>,
    rootMargin: string,
    enabled?: boolean,
  ): boolean;
}
