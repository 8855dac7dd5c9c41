import {useEffect, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ApiMarkdown from '@theme/ApiMarkdown';
import {SchemasContext} from '@theme/ApiSchema';
import type {Locale, ReferenceData} from '../../props';
import styles from './styles.module.css';

function languageName(locale: Locale): string {
  return locale === 'ko'
    ? translate({id: 'api.reference.korean', message: '한국어'})
    : translate({id: 'api.reference.english', message: '영어'});
}

function Download({locale, path}: {locale: Locale; path: string}): ReactNode {
  const href = useBaseUrl(path);
  const file = path.split('/').pop() ?? path;
  return (
    <li>
      <a className={styles.download} href={href} download={file} type="application/yaml" hrefLang={locale}>
        {translate(
          {id: 'api.reference.download', message: '{file} 내려받기 ({language})'},
          {file, language: languageName(locale)},
        )}
      </a>
    </li>
  );
}

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Brings a deep-linked heading (`#operation/...`, `#tag/...`) back into view once the operations around it have
 * their real heights. Off-screen operations are laid out at an estimated height (`content-visibility: auto` in
 * ApiOperationDetail), so the browser's own scroll to the fragment lands off target when the blocks above it are
 * measured afterwards. Stops when the heading stays put, after ten frames, or as soon as the reader scrolls.
 */
function useSettledFragmentScroll(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (!target) return undefined;
    let frame = 0;
    let framesLeft = 10;
    let previousTop = Number.NaN;
    const settle = () => {
      if (Math.abs(target.getBoundingClientRect().top - previousTop) < 1 || framesLeft === 0) return;
      target.scrollIntoView();
      previousTop = target.getBoundingClientRect().top;
      framesLeft -= 1;
      frame = requestAnimationFrame(settle);
    };
    const stop = () => {
      framesLeft = 0;
      cancelAnimationFrame(frame);
    };
    frame = requestAnimationFrame(settle);
    for (const type of USER_SCROLL_EVENTS) window.addEventListener(type, stop, {passive: true});
    return () => {
      stop();
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, stop);
    };
  }, []);
}

/**
 * The frame of a reference page (`<ApiReference spec="media" />`, expanded by the remark plugin): API facts,
 * YAML downloads, and the named schemas the operations refer to. The tag and operation headings are real
 * Markdown headings among `children`, so the docs TOC lists them.
 */
export default function ApiReference({data, children}: {data: ReferenceData; children: ReactNode}): ReactNode {
  useSettledFragmentScroll();
  return (
    <SchemasContext.Provider value={data.schemas}>
      <div className={styles.reference} data-api-reference={data.spec}>
        <dl className={styles.facts}>
          <dt>{translate({id: 'api.reference.spec', message: 'OpenAPI 문서'})}</dt>
          <dd>
            {data.title}
            {data.version && (
              <> · {translate({id: 'api.reference.version', message: '버전 {version}'}, {version: data.version})}</>
            )}
          </dd>
          {data.servers.length > 0 && (
            <>
              <dt>{translate({id: 'api.reference.server', message: '서버'})}</dt>
              {data.servers.map((server) => (
                <dd key={server.url}>
                  <code>{server.url}</code>
                  {server.description && <> {server.description}</>}
                </dd>
              ))}
            </>
          )}
        </dl>
        {data.description && <ApiMarkdown text={data.description} />}
        <ul
          className={styles.downloads}
          aria-label={translate({id: 'api.reference.downloads', message: 'OpenAPI 문서 내려받기'})}>
          {data.downloads.map((download) => (
            <Download key={download.locale} locale={download.locale} path={download.path} />
          ))}
        </ul>
        {children}
      </div>
    </SchemasContext.Provider>
  );
}
