import {translate} from '@docusaurus/Translate';

/** The search box's accessible name and placeholder, shared by the placeholder input and the loaded box. */
export function searchLabel(): string {
  return translate({id: 'search.label', message: '검색', description: 'The label and placeholder of the search box'});
}

/** The id of the search input, so the keyboard shortcut can focus it. */
export const SEARCH_INPUT_ID = 'nuri-search-input';

/** Ctrl/⌘+K anywhere, or `/` outside a text field, focuses search. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target as HTMLElement | null;
  return !(target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)));
}
