import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {ConventionLabel, useConventionsPath} from '@theme/Convention';
import styles from './styles.module.css';

/** The label and sentence of each status; the ids are literals so that `write-translations` finds them. */
function statusText(facts: 'example' | 'mixed'): {label: string; text: string} {
  return facts === 'example'
    ? {
        label: translate({
          id: 'pageFacts.example.label',
          message: '예시 문서',
          description: 'Label of the status line on pages whose facts the API specification does not cover',
        }),
        text: translate({
          id: 'pageFacts.example.text',
          message: 'API 명세에 없는 내용을 다룹니다. 화면, 이름, 값은 예시이며 실제 제품과 다를 수 있습니다.',
          description: 'Status line on pages whose facts the API specification does not cover',
        }),
      }
    : {
        label: translate({
          id: 'pageFacts.mixed.label',
          message: '명세와 예시',
          description: 'Label of the status line on pages that mix API specification facts with the site examples',
        }),
        text: translate({
          id: 'pageFacts.mixed.text',
          message:
            'API 명세의 내용과 이 사이트의 예시를 함께 다룹니다. 예시인 부분에는 그 자리에 예시 규칙 표시가 있습니다.',
          description: 'Status line on pages that mix API specification facts with the site examples',
        }),
      };
}

/**
 * The status line under the title of a page whose facts are the site's example (`facts: example`) or mix the
 * specification with it (`facts: mixed`). Plain server markup, no state: it reads the same without JavaScript.
 * `data-page-status` holds the line as plain text for machine readers (the llms.txt entry of the page repeats it).
 */
export default function FactsStatus({facts = 'example'}: {facts?: 'example' | 'mixed'}): ReactNode {
  const {label, text} = statusText(facts);
  const conventionsPath = useConventionsPath();
  return (
    <p className={styles.status} data-page-status={`${label}: ${text}`} data-facts={facts}>
      <ConventionLabel>{label}</ConventionLabel> {text}{' '}
      <Link to={conventionsPath}>
        {translate({
          id: 'pageFacts.example.link',
          message: '예시 규칙 보기',
          description: 'Link from the example status line to the conventions table',
        })}
      </Link>
    </p>
  );
}
