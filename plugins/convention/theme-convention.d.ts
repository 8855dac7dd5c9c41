// The `@theme/` name this theme gives the site's MDX and other plugins' components (the API reference's). They use
// this name, never a path into this folder.

declare module '@theme/Convention' {
  import type {ReactNode} from 'react';

  /**
   * A value the docs chose because the specification gives none, handling the docs recommend, or a page's one list
   * of what the specification leaves open.
   */
  export type ConventionKind = 'example' | 'recommendation' | 'unspecified';

  export interface Props {
    /**
     * `example` (the default): a value the docs chose; `recommendation`: handling they recommend; `unspecified`: what
     * the specification leaves open (a block).
     */
    readonly kind?: ConventionKind;
    /** A badge next to a value, linking to where the conventions are defined, instead of a block. */
    readonly inline?: boolean;
    /**
     * Whether the inline badge links to where the conventions are defined (the default). `false` inside an
     * interactive element, such as a `<summary>`, where a link would nest one control in another.
     */
    readonly link?: boolean;
    /** The block's explanation (a block only). */
    readonly children?: ReactNode;
  }

  /** The one marker for what the API specification does not fix. */
  export default function Convention(props: Props): ReactNode;

  /** The site path (without the base URL) of the section that defines the site's conventions. */
  export function useConventionsPath(): string;

  /** The marker's pill, for components that label their own notes the same way (a page's status line). */
  export function ConventionLabel(props: {readonly children: ReactNode}): ReactNode;
}
