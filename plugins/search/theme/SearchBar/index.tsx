/**
 * The navbar's search box. The input is this component's and stays the same element for the page's lifetime:
 * only the results panel (and with it the search client and the index) loads later, next to it. So nothing the
 * reader does while it loads is lost — keystrokes, focus, caret and an IME composition all stay in the one input.
 *
 * Loading starts on intent: the pointer coming near the box, focus, touch, typing, or the Ctrl/⌘+K and /
 * shortcuts. Pages where nobody goes near search download nothing.
 */
import {useCallback, useEffect, useId, useRef, useState, type ComponentType, type ReactNode} from 'react';
import clsx from 'clsx';
import {fetchSearchFiles, useSearchFileUrls} from '../../client/searchFiles';
import {MAX_QUERY_LENGTH} from '../../limits';
import {isSearchShortcut, SEARCH_INPUT_ID, searchLabel} from './label';
import type {Combobox, KeyHandler} from './combobox';
import type {Props as SearchPanelProps} from './SearchPanel';
import {useApproach} from './useApproach';
import styles from './styles.module.css';

/** The results panel's component, once its code has arrived (the same for every search box of the page). */
let LoadedPanel: ComponentType<SearchPanelProps> | null = null;

/**
 * Once activated: the two search files are requested at once, and the results panel's code beside them, so the
 * two downloads overlap. The panel is a plain state update when its code arrives, not a Suspense boundary: React
 * throttles the reveal of suspended content, which would hold the first results back. If its code cannot be
 * fetched, `onFailure` lets the next sign of intent try again.
 */
function useSearchPanel(activated: boolean, onFailure: () => void): boolean {
  const urls = useSearchFileUrls();
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!activated) return undefined;
    // Errors surface in the panel, which asks for the same request and offers Retry.
    if (urls) fetchSearchFiles(urls).catch(() => undefined);
    let live = true;
    import('./SearchPanel').then(
      (module) => {
        LoadedPanel = module.default;
        if (live) setLoaded(true);
      },
      () => live && onFailure(),
    );
    return () => {
      live = false;
    };
  }, [activated, urls, onFailure]);
  return loaded;
}

const CLOSED: Combobox = {expanded: false, activeId: undefined, busy: false, mounted: false};

export default function SearchBar(): ReactNode {
  const [activated, setActivated] = useState(false);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [combobox, setCombobox] = useState<Combobox>(CLOSED);
  const inputRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const keyHandler = useRef<KeyHandler | null>(null);
  const listboxId = `${useId()}-listbox`;
  const activate = useCallback(() => setActivated(true), []);
  const show = useCallback(() => setOpen(true), []);
  const setKeyHandler = useCallback((handler: KeyHandler | null) => {
    keyHandler.current = handler;
  }, []);

  const deactivate = useCallback(() => setActivated(false), []);
  const panelLoaded = useSearchPanel(activated, deactivate);

  useApproach(boxRef, activate, !activated);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      activate();
      setOpen(true);
      inputRef.current?.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [activate]);

  const close = useCallback(() => {
    setOpen(false);
    setQuery('');
    inputRef.current?.blur();
  }, []);

  return (
    <div
      ref={boxRef}
      className={clsx('nuri-search', styles.searchBox)}
      onPointerEnter={activate}
      onTouchStart={activate}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}>
      <input
        ref={inputRef}
        id={SEARCH_INPUT_ID}
        // A text input: HTML allows role=combobox (and its aria-expanded) on type=text, not on type=search; the
        // search key on phones' keyboards comes from enterKeyHint instead.
        type="text"
        role="combobox"
        enterKeyHint="search"
        className={clsx('navbar__search-input', styles.input)}
        aria-label={searchLabel()}
        placeholder={searchLabel()}
        aria-autocomplete="list"
        aria-expanded={combobox.expanded}
        aria-controls={combobox.mounted ? listboxId : undefined}
        aria-activedescendant={combobox.activeId}
        aria-busy={combobox.busy}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={MAX_QUERY_LENGTH}
        value={query}
        onChange={(event) => {
          activate();
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          activate();
          setOpen(true);
        }}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (keyHandler.current?.(event)) return;
          if (event.key !== 'Escape') return;
          event.preventDefault();
          if (open) setOpen(false);
          else setQuery('');
        }}
      />
      {panelLoaded && LoadedPanel && (
        <LoadedPanel
          query={query}
          open={open}
          listboxId={listboxId}
          onCombobox={setCombobox}
          onKeyHandler={setKeyHandler}
          onChoose={close}
          onOpen={show}
        />
      )}
    </div>
  );
}
