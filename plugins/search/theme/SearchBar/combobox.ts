import type {KeyboardEvent} from 'react';

/** What the input's ARIA combobox attributes show; the results panel reports it once it has loaded. */
export interface Combobox {
  /** The listbox is shown with options. */
  readonly expanded: boolean;
  /** The option the arrow keys selected (aria-activedescendant). */
  readonly activeId: string | undefined;
  /** The search files are loading. */
  readonly busy: boolean;
  /** The listbox exists in the page (aria-controls may point at it). */
  readonly mounted: boolean;
}

/** The panel's handling of a key pressed in the input; true when it handled the key. */
export type KeyHandler = (event: KeyboardEvent<HTMLInputElement>) => boolean;
