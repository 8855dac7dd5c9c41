import {useRef, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import ApiMarkdown from '../ApiMarkdown';
import {SchemasContext} from '../ApiSchema';
import {ReferenceSpecContext} from '../TryIt';
import type {Locale, ReferenceData} from '../../props';
import styles from './styles.module.css';
import {usePinnedFragment} from './usePinnedFragment';

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
          {id: 'api.reference.download', message: '{file} 다운로드 ({language})'},
          {file, language: languageName(locale)},
        )}
      </a>
    </li>
  );
}

/**
 * The frame of a reference page (`<ApiReference spec="media" />`, expanded by the remark plugin): API facts,
 * YAML downloads, and the named schemas the operations refer to. The tag and operation headings are real
 * Markdown headings among `children`, so the docs TOC lists them.
 */
export default function ApiReference({data, children}: {data: ReferenceData; children: ReactNode}): ReactNode {
  const container = useRef<HTMLDivElement>(null);
  usePinnedFragment(container);
  return (
    <SchemasContext.Provider value={data.schemas}>
      <ReferenceSpecContext.Provider value={data.spec}>
        <div ref={container} className={styles.reference} data-api-reference={data.spec}>
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
          {data.description && <ApiMarkdown value={data.description} />}
          <ul
            className={styles.downloads}
            aria-label={translate({id: 'api.reference.downloads', message: 'OpenAPI 문서 다운로드'})}>
            {data.downloads.map((download) => (
              <Download key={download.locale} locale={download.locale} path={download.path} />
            ))}
          </ul>
          {children}
        </div>
      </ReferenceSpecContext.Provider>
    </SchemasContext.Provider>
  );
}
