/**
 * The search results panel (the listbox popup of the ARIA 1.2 combobox whose input is in ./index.tsx), loaded on
 * the reader's first sign of intent. It fetches the current locale's and docs version's search files (the two
 * files, or for docs too large for them the sharded layout's meta file, then what each query needs), and shows
 * results as the reader types, grouped by page. Every result is a real link (middle-click, Ctrl/⌘-click and
 * "copy link" work). Every text is rendered as React text (never as HTML), so nothing typed or indexed can inject
 * markup.
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import type {PageHit, SearchOutcome} from '../../client/engine';
import {loadEngine, type QueryEngine} from '../../client/loadEngine';
import {searchFilesKey, useSearchFileUrls} from '../../client/searchFiles';
import useSynonyms from '../../client/useSynonyms';
import type {Combobox, KeyHandler} from './combobox';
import {highlightTerms, snippet} from './snippet';
import styles from './styles.module.css';

type Status = {kind: 'loading'} | {kind: 'ready'; engine: QueryEngine} | {kind: 'error'};

/** The search engine of the reader's docs version, loading until its files are in; `retry` fetches them again. */
function useSearchEngine(): {status: Status; attempt: number; retry: () => void} {
  const urls = useSearchFileUrls();
  const synonyms = useSynonyms();
  const [attempt, setAttempt] = useState(0);
  const key = `${urls ? searchFilesKey(urls) : null} ${attempt}`;
  const [loaded, setLoaded] = useState<{key: string; status: Status} | null>(null);
  useEffect(() => {
    let live = true;
    const engine = urls ? loadEngine({urls, synonyms}) : Promise.reject(new Error('this page names no search files'));
    engine.then(
      (ready) => live && setLoaded({key, status: {kind: 'ready', engine: ready}}),
      () => live && setLoaded({key, status: {kind: 'error'}}),
    );
    return () => {
      live = false;
    };
  }, [key, urls, synonyms]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return {status: loaded?.key === key ? loaded.status : {kind: 'loading'}, attempt, retry};
}

/**
 * The outcome of the query, and whether what it needs is still loading or failed to load (only the sharded layout
 * loads per query). An answer that arrives after the query changed is dropped: the outcome is always computed for
 * the current query, from what is loaded.
 */
function useOutcome(
  status: Status,
  query: string,
  attempt: number,
): {outcome: SearchOutcome | null; pending: boolean; failed: boolean} {
  const engine = status.kind === 'ready' ? status.engine : null;
  const wanted = query.trim() !== '' ? query : null;
  const outcome = useSyncExternalStore(
    engine?.subscribe ?? subscribeToNothing,
    () => (engine && wanted !== null ? (engine.loaded(wanted) ?? null) : null),
    () => null,
  );
  const [failedKey, setFailedKey] = useState<string | null>(null);
  const key = `${attempt} ${query}`;
  const needsLoad = engine !== null && wanted !== null && outcome === null;
  useEffect(() => {
    if (!needsLoad || !engine || wanted === null) return undefined;
    let live = true;
    // What arrives reaches the outcome through the engine's subscription; only the last failure is the panel's
    // own state, which a load that succeeds clears (so a query typed again after another loads afresh).
    engine
      .load(wanted, () => live)
      .then(
        () => live && setFailedKey(null),
        () => live && setFailedKey(key),
      );
    return () => {
      live = false;
    };
  }, [needsLoad, engine, wanted, key]);
  const failed = needsLoad && failedKey === key;
  return {outcome, pending: needsLoad && !failed, failed};
}

const subscribeToNothing = () => () => undefined;

interface Option {
  readonly id: string;
  readonly url: string;
  /** Position in the keyboard order over all pages' options. */
  readonly index: number;
}

/** A page of results with its options, numbered in reading order from the data (not while rendering). */
interface ResultGroup {
  readonly page: PageHit;
  readonly options: readonly (Option & {readonly section: PageHit['sections'][number]})[];
}

function resultGroups(outcome: SearchOutcome | null, idPrefix: string): ResultGroup[] {
  let index = 0;
  return (outcome?.pages ?? []).map((page, p) => ({
    page,
    options: page.sections.map((section, s) => ({
      id: `${idPrefix}-option-${p}-${s}`,
      url: section.anchor ? `${page.path}#${section.anchor}` : page.path,
      index: index++,
      section,
    })),
  }));
}

/** A plain left click navigates in the app; with a modifier or another button the browser opens the link. */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

export interface Props {
  readonly query: string;
  readonly open: boolean;
  readonly listboxId: string;
  readonly onCombobox: (state: Combobox) => void;
  /** Hands the input's key handling for the combobox to the SearchBar (null when the panel goes). */
  readonly onKeyHandler: (handler: KeyHandler | null) => void;
  /** A result was chosen: close and clear the box. */
  readonly onChoose: () => void;
  readonly onOpen: () => void;
}

export default function SearchPanel({
  query,
  open,
  listboxId,
  onCombobox,
  onKeyHandler,
  onChoose,
  onOpen,
}: Props): ReactNode {
  const {status: engineStatus, attempt, retry} = useSearchEngine();
  const history = useHistory();
  // The option the arrow keys reached, for the results and open state it was chosen in; new results start over.
  const [selection, setSelection] = useState<{outcome: SearchOutcome | null; open: boolean; index: number}>({
    outcome: null,
    open: false,
    index: -1,
  });

  const {outcome, pending, failed} = useOutcome(engineStatus, query, attempt);
  // What the panel shows: loading until the files of the version and of the query are in, or their failure.
  const status: {kind: 'loading' | 'ready' | 'error'} = failed
    ? {kind: 'error'}
    : pending
      ? {kind: 'loading'}
      : engineStatus;
  const terms = useMemo(() => highlightTerms(outcome?.words ?? []), [outcome]);
  const groups = useMemo(() => resultGroups(outcome, listboxId), [outcome, listboxId]);
  const options: Option[] = useMemo(() => groups.flatMap((group) => group.options), [groups]);
  const active = selection.outcome === outcome && selection.open === open ? selection.index : -1;
  const setActive = useCallback(
    (next: (current: number) => number) =>
      setSelection((previous) => ({
        outcome,
        open,
        index: next(previous.outcome === outcome && previous.open === open ? previous.index : -1),
      })),
    [outcome, open],
  );
  useEffect(() => {
    if (active >= 0) document.getElementById(options[active]?.id ?? '')?.scrollIntoView({block: 'nearest'});
  }, [active, options]);

  const expanded = open && options.length > 0;
  const showPanel = open && (status.kind !== 'ready' || query.trim() !== '');
  const activeId = expanded && active >= 0 ? options[active]?.id : undefined;

  useLayoutEffect(() => {
    onCombobox({expanded, activeId, busy: status.kind === 'loading', mounted: true});
  }, [onCombobox, expanded, activeId, status.kind]);
  useLayoutEffect(
    () => () => onCombobox({expanded: false, activeId: undefined, busy: false, mounted: false}),
    [onCombobox],
  );

  const go = useCallback(
    (url: string): void => {
      onChoose();
      history.push(url);
    },
    [onChoose, history],
  );

  // The input is the SearchBar's; it hands the keys the combobox moves by to this handler.
  useLayoutEffect(() => {
    onKeyHandler((event) => {
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          event.preventDefault();
          onOpen();
          if (options.length === 0) return true;
          const step = event.key === 'ArrowDown' ? 1 : -1;
          setActive((current) =>
            current < 0 && step < 0 ? options.length - 1 : (current + step + options.length) % options.length,
          );
          return true;
        }
        case 'Enter': {
          const chosen = options[active] ?? (open ? options[0] : undefined);
          if (!chosen) return false;
          event.preventDefault();
          go(chosen.url);
          return true;
        }
        case 'Escape':
          setActive(() => -1);
          return false;
        default:
          return false;
      }
    });
    return () => onKeyHandler(null);
  }, [onKeyHandler, options, active, setActive, open, go, onOpen]);

  return (
    // Focusable while it lists results, so that keyboard users can scroll a long list (focus stays in the box
    // otherwise). Not while it only shows a status: that status goes away, and a focused panel would vanish.
    <div
      // A scroll container has to be focusable for keyboard users (axe: scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={expanded ? 0 : undefined}
      className={clsx(styles.panel, !showPanel && styles.hidden)}>
      <div role="status" className={styles.status}>
        {status.kind === 'loading' &&
          showPanel &&
          translate({
            id: 'search.loading',
            message: '로딩 중...',
            description: 'Shown in the search box until the search index is loaded',
          })}
        {status.kind === 'error' &&
          showPanel &&
          translate({
            id: 'search.error',
            message: '검색 색인을 불러오지 못했습니다.',
            description: 'Shown when the search files could not be loaded',
          })}
        {outcome && outcome.pages.length === 0 && (
          <>
            <span className={styles.emptyTitle}>
              {translate(
                {
                  id: 'search.noResults',
                  message: '"{query}"에 대한 결과가 없습니다',
                  description: 'Search empty state; {query} is what the reader typed',
                },
                {query: query.trim()},
              )}
            </span>
            <span className={styles.hint}>
              {translate({
                id: 'search.noResults.hint',
                message:
                  '다른 단어나 더 적은 단어로 찾아 보세요. 오류 코드(A011)나 필드 이름(room_status)으로도 찾을 수 있습니다.',
                description: 'Search empty state hint',
              })}
            </span>
          </>
        )}
        {outcome && outcome.pages.length > 0 && (
          <span className={styles.srOnly}>
            {translate(
              {
                id: 'search.resultCount',
                message: '{count}개 문서에서 찾았습니다',
                description: 'Announced to screen readers when results change',
              },
              {count: outcome.pages.length},
            )}
          </span>
        )}
      </div>
      {status.kind === 'error' && showPanel && (
        <button type="button" className={clsx('button button--sm button--primary', styles.retry)} onClick={retry}>
          {translate({id: 'search.retry', message: '다시 시도', description: 'Retries loading the search files'})}
        </button>
      )}
      <div
        role="listbox"
        id={listboxId}
        aria-label={translate({
          id: 'search.results',
          message: '검색 결과',
          description: 'The accessible name of the search results list',
        })}
        className={styles.listbox}
        hidden={!expanded}>
        {groups.map(({page, options: pageOptions}) => (
          <div
            role="group"
            key={page.path}
            aria-label={page.area ? `${page.title} (${page.area})` : page.title}
            className={styles.group}>
            <div aria-hidden="true" className={styles.groupTitle}>
              <span className={styles.pageTitle}>{page.title}</span>
              {page.area && <span className={styles.area}>{page.area}</span>}
            </div>
            {pageOptions.map((option) => (
              <a
                role="option"
                key={option.id}
                id={option.id}
                href={option.url}
                tabIndex={-1}
                aria-selected={option.index === active}
                className={clsx(styles.option, option.index === active && styles.active)}
                onMouseMove={() => option.index !== active && setActive(() => option.index)}
                onMouseDown={(event) => {
                  // Keep focus in the input when a result is pressed (a middle press still opens a new tab).
                  if (event.button === 0) event.preventDefault();
                }}
                onClick={(event) => {
                  if (opensElsewhere(event)) return;
                  event.preventDefault();
                  go(option.url);
                }}>
                <span className={styles.heading}>{option.section.heading || page.title}</span>
                <span className={styles.snippet}>
                  {snippet(option.section.text, terms).map((piece, i) =>
                    piece.match ? <mark key={i}>{piece.text}</mark> : piece.text,
                  )}
                </span>
              </a>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
