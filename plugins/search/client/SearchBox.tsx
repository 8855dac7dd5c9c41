/**
 * The search combobox (ARIA 1.2 combobox with a listbox popup), loaded only on first interaction with the
 * placeholder input in src/theme/SearchBar. It fetches the current locale's and docs version's two search
 * files, then shows results as the reader types, grouped by page. Every text is rendered as React text
 * (never as HTML), so nothing typed or indexed can inject markup.
 */
import {useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import {useContextualSearchFilters} from '@docusaurus/theme-common';
import type {SearchEngine, SearchOutcome} from '../engine';
import {readManifest} from '../manifest';
import {loadEngine} from './loadEngine';
import {highlightTerms, snippet} from './snippet';
import {SEARCH_INPUT_ID, searchLabel} from './label';
import styles from './styles.module.css';

type Status = {kind: 'loading'} | {kind: 'ready'; engine: SearchEngine} | {kind: 'error'};

/** The docs version the reader is in (or prefers), as the docs plugin tags it: docs-default-<version>. */
function useDocsVersion(): string {
  const {tags} = useContextualSearchFilters();
  const tag = tags.find((candidate) => candidate.startsWith('docs-default-'));
  return tag ? tag.slice('docs-default-'.length) : 'current';
}

function useSearchEngine(version: string): {status: Status; retry: () => void} {
  const {siteConfig} = useDocusaurusContext();
  const [status, setStatus] = useState<Status>({kind: 'loading'});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setStatus({kind: 'loading'});
    const files = readManifest(document)?.[version];
    if (!files) {
      setStatus({kind: 'error'});
      return undefined;
    }
    loadEngine(`${siteConfig.baseUrl}${files.index}`, `${siteConfig.baseUrl}${files.documents}`).then(
      (engine) => live && setStatus({kind: 'ready', engine}),
      () => live && setStatus({kind: 'error'}),
    );
    return () => {
      live = false;
    };
  }, [version, attempt, siteConfig.baseUrl]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return {status, retry};
}

interface Option {
  readonly id: string;
  readonly url: string;
}

interface Props {
  readonly initialQuery: string;
  readonly autoFocus: boolean;
}

export default function SearchBox({initialQuery, autoFocus}: Props): ReactNode {
  const version = useDocsVersion();
  const {status, retry} = useSearchEngine(version);
  const history = useHistory();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const [open, setOpen] = useState(autoFocus);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    if (!autoFocus) return;
    const input = inputRef.current;
    input?.focus();
    input?.setSelectionRange(input.value.length, input.value.length);
  }, [autoFocus]);

  const outcome: SearchOutcome | null = useMemo(
    () => (status.kind === 'ready' && query.trim() !== '' ? status.engine.search(query) : null),
    [status, query],
  );
  const terms = useMemo(() => highlightTerms(outcome?.words ?? []), [outcome]);
  const options: Option[] = useMemo(
    () =>
      (outcome?.pages ?? []).flatMap((page, p) =>
        page.sections.map((section, s) => ({
          id: `${baseId}-option-${p}-${s}`,
          url: section.anchor ? `${page.path}#${section.anchor}` : page.path,
        })),
      ),
    [outcome, baseId],
  );
  useEffect(() => setActive(-1), [outcome]);
  useEffect(() => {
    if (active >= 0) document.getElementById(options[active]?.id ?? '')?.scrollIntoView({block: 'nearest'});
  }, [active, options]);

  const expanded = open && options.length > 0;
  const showPanel = open && (status.kind !== 'ready' || query.trim() !== '');

  const go = (url: string): void => {
    setOpen(false);
    setQuery('');
    inputRef.current?.blur();
    history.push(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        setOpen(true);
        if (options.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActive((current) =>
          current < 0 && step < 0 ? options.length - 1 : (current + step + options.length) % options.length,
        );
        return;
      }
      case 'Enter': {
        const chosen = options[active] ?? (open ? options[0] : undefined);
        if (!chosen) return;
        event.preventDefault();
        go(chosen.url);
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (open) setOpen(false);
        else setQuery('');
        setActive(-1);
        return;
      default:
    }
  };

  let optionIndex = 0;
  return (
    <div
      className={clsx('nuri-search', styles.searchBox)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}>
      <input
        ref={inputRef}
        id={SEARCH_INPUT_ID}
        type="search"
        role="combobox"
        className={clsx('navbar__search-input', styles.input)}
        aria-label={searchLabel()}
        placeholder={searchLabel()}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? options[active]?.id : undefined}
        aria-busy={status.kind === 'loading'}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={1000}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      {/* Focusable while it lists results, so that keyboard users can scroll a long list (focus stays in the box
          otherwise). Not while it only shows a status: that status goes away, and a focused panel would vanish. */}
      <div
        tabIndex={expanded ? 0 : undefined}
        className={clsx(styles.panel, !showPanel && styles.hidden)}
        onMouseDown={(event) => event.preventDefault()}>
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
                  {query: query.trim().slice(0, 80)},
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
          {outcome?.pages.map((page) => (
            <div
              role="group"
              key={page.path}
              aria-label={page.area ? `${page.title} (${page.area})` : page.title}
              className={styles.group}>
              <div aria-hidden="true" className={styles.groupTitle}>
                <span className={styles.pageTitle}>{page.title}</span>
                {page.area && <span className={styles.area}>{page.area}</span>}
              </div>
              {page.sections.map((section) => {
                const index = optionIndex++;
                const option = options[index]!;
                return (
                  <div
                    role="option"
                    key={option.id}
                    id={option.id}
                    aria-selected={index === active}
                    className={clsx(styles.option, index === active && styles.active)}
                    onMouseMove={() => index !== active && setActive(index)}
                    onClick={() => go(option.url)}>
                    <span className={styles.heading}>{section.heading || page.title}</span>
                    <span className={styles.snippet}>
                      {snippet(section.text, terms).map((piece, i) =>
                        piece.match ? <mark key={i}>{piece.text}</mark> : piece.text,
                      )}
                    </span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
