// Provides @theme/SearchBar for the navbar's search item: no search theme is installed, the local search
// plugin (plugins/search) supplies the box. Only this placeholder input is in the page bundle; the search
// client and the index files load on first interaction (focus, hover, touch or the Ctrl/⌘+K and / shortcuts).
import {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {isSearchShortcut, SEARCH_INPUT_ID, searchLabel} from '@site/plugins/search/client/label';
import styles from '@site/plugins/search/client/styles.module.css';

const SearchBox = lazy(() => import('@site/plugins/search/client/SearchBox'));

export default function SearchBar(): ReactNode {
  const [activated, setActivated] = useState(false);
  const [query, setQuery] = useState('');
  const focused = useRef(false);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      focused.current = true;
      setActivated(true);
      document.getElementById(SEARCH_INPUT_ID)?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const placeholder = (
    <div className={styles.searchBox}>
      <input
        id={SEARCH_INPUT_ID}
        type="search"
        className={clsx('navbar__search-input', styles.input)}
        aria-label={searchLabel()}
        placeholder={searchLabel()}
        autoComplete="off"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        onFocus={() => {
          focused.current = true;
          setActivated(true);
        }}
        onBlur={() => {
          focused.current = false;
        }}
        onPointerEnter={() => setActivated(true)}
        onTouchStart={() => setActivated(true)}
      />
    </div>
  );
  if (!activated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <SearchBox initialQuery={query} autoFocus={focused.current} />
    </Suspense>
  );
}
