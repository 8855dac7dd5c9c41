import type {ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Props} from '@theme/TranslationNotice';
import styles from './styles.module.css';

/**
 * The same page in the source locale: the current path under that locale's base URL instead of this one's, with
 * the section's heading id (both locales give a section the same id).
 */
function useSourceHref(source: string, sectionId: string | undefined): {href: string; hrefLang: string} {
  const {i18n} = useDocusaurusContext();
  const {pathname} = useLocation();
  const current = i18n.localeConfigs[i18n.currentLocale];
  const target = i18n.localeConfigs[source];
  if (!current || !target) throw new Error(`TranslationNotice: unknown source locale "${source}"`);
  const rest = pathname.startsWith(current.baseUrl) ? pathname.slice(current.baseUrl.length) : pathname.slice(1);
  return {href: `${target.baseUrl}${rest}${sectionId ? `#${sectionId}` : ''}`, hrefLang: target.htmlLang};
}

/**
 * The notice that a translation may be behind its source: under the title of a page whose own text is, or under
 * the heading of a section that is, as recorded by `npm run i18n:pending`. Each locale's text names the other
 * language as the source (English pages translate Korean ones; the Korean reference translates the English
 * contract). Plain server markup with no state, so it reads the same without JavaScript; `data-page-status`
 * holds it as plain text for machine readers (the page's llms.txt entry repeats it).
 */
export default function TranslationNotice({since, source, sectionId, sectionTitle}: Props): ReactNode {
  const {href, hrefLang} = useSourceHref(source, sectionId);
  const date = <time dateTime={since}>{since}</time>;
  const status =
    sectionTitle === undefined
      ? translate(
          {
            id: 'translationNotice.page',
            message: '이 페이지의 영어 원문이 {date}에 바뀌었습니다. 이 번역은 뒤처져 있을 수 있습니다.',
            description: 'Under the title of a page whose source page changed after it was translated',
          },
          {date: since},
        )
      : translate(
          {
            id: 'translationNotice.section.status',
            message: '“{section}” 항목의 영어 원문이 {date}에 바뀌었습니다. 이 번역은 뒤처져 있을 수 있습니다.',
            description: "A page's status line for machine readers: the source of one of its sections changed",
          },
          {date: since, section: sectionTitle},
        );
  return (
    <p className={styles.notice} role="note" data-page-status={status}>
      {sectionTitle === undefined ? (
        <Translate
          id="translationNotice.page"
          description="Under the title of a page whose source page changed after it was translated"
          values={{date}}>
          {'이 페이지의 영어 원문이 {date}에 바뀌었습니다. 이 번역은 뒤처져 있을 수 있습니다.'}
        </Translate>
      ) : (
        <Translate
          id="translationNotice.section"
          description="Under the heading of a section whose source changed after it was translated"
          values={{date}}>
          {'이 항목의 영어 원문이 {date}에 바뀌었습니다. 이 번역은 뒤처져 있을 수 있습니다.'}
        </Translate>
      )}{' '}
      <a href={href} hrefLang={hrefLang}>
        {translate({
          id: 'translationNotice.link',
          message: '영어 원문 보기',
          description: 'Link from a translation notice to the page in its source language',
        })}
      </a>
    </p>
  );
}
