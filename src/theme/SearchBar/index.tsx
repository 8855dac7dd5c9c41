// Provides @theme/SearchBar for the navbar's search item (no search theme is installed; the local search plugin replaces this).
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';

export default function SearchBar(): ReactNode {
  return (
    <input
      type="search"
      className="navbar__search-input"
      aria-label={translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'})}
      placeholder={translate({id: 'theme.SearchBar.label', message: 'Search', description: 'The ARIA label and placeholder for search button'})}
    />
  );
}
