import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {usePluginData} from '@docusaurus/useGlobalData';
import type {ConventionKind, Props} from '@theme/Convention';
import styles from './styles.module.css';

/** What the plugin gives the browser: where the site's conventions (hosts, credentials, user IDs) are defined. */
export interface ConventionGlobalData {
  readonly conventionsPath: string;
}

/** The site path (without the base URL) of the section that defines the site's conventions. */
export function useConventionsPath(): string {
  return (usePluginData('convention') as ConventionGlobalData).conventionsPath;
}

/** The marker's pill, for other components that label their own notes the same way (the page's status line). */
export function ConventionLabel({children}: {readonly children: ReactNode}): ReactNode {
  return <strong className={styles.label}>{children}</strong>;
}

function label(kind: ConventionKind): string {
  switch (kind) {
    case 'example':
      return translate({
        id: 'convention.example',
        message: '예시 규칙',
        description: 'Marks a value the docs chose because the API specification gives none',
      });
    case 'recommendation':
      return translate({
        id: 'convention.recommendation',
        message: '권장 처리',
        description: 'Marks handling the docs recommend that the API specification does not fix',
      });
    case 'unspecified':
      return translate({
        id: 'convention.unspecified',
        message: '명세에 없는 것',
        description: "Labels a page's one list of what the API specification leaves open",
      });
  }
}

/**
 * The one marker for what the API specification does not fix: a value the docs chose (`kind="example"`,
 * the default), handling they recommend (`kind="recommendation"`), or a page's one list of what the specification
 * leaves open (`kind="unspecified"`, a block), so that the paragraphs need not say it each time. As a block it says
 * so and holds the explanation; `inline` is a badge next to a value, linking to where the conventions are defined
 * (the plugin's `conventionsPath`), or only the badge with `link={false}` inside an interactive element.
 */
export default function Convention({kind = 'example', inline = false, link = true, children}: Props): ReactNode {
  const conventionsPath = useConventionsPath();
  if (inline) {
    return link ? (
      <Link className={styles.badge} to={conventionsPath} data-convention={kind}>
        {label(kind)}
      </Link>
    ) : (
      <span className={styles.badge} data-convention={kind}>
        {label(kind)}
      </span>
    );
  }
  // A note, not a landmark: an <aside> beside the sidebar's would be a second, unnamed complementary landmark.
  return (
    <div role="note" className={styles.block} data-convention={kind}>
      <p className={styles.title}>
        <ConventionLabel>{label(kind)}</ConventionLabel>{' '}
        <span className={styles.scope}>
          {kind === 'unspecified'
            ? translate({
                id: 'convention.unspecified.scope',
                message: '이 페이지의 내용 가운데 API 명세가 정하지 않는 것입니다.',
                description: "Second half of the title of a page's list of what the API specification leaves open",
              })
            : translate({
                id: 'convention.scope',
                message: 'API 명세가 정하지 않은 내용입니다.',
                description: 'Second half of the convention marker title',
              })}
        </span>
      </p>
      <div className={styles.body}>{children}</div>
    </div>
  );
}
