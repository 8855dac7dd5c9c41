import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import Convention from '@theme/Convention';
import {InlineMarkdown} from '../ApiMarkdown';
import type {ConventionNote} from '../../props';
import styles from './styles.module.css';

/**
 * The site's convention marker (`@theme/Convention`, inline) for each convention that qualifies a value, status or
 * field, where there is no room for the reason: a response's status, a request body's media type. The operation's
 * list of assumptions gives the reasons. `inControl`: the badges stand in an interactive element (a response's
 * `<summary>`), so they are not links.
 */
export function ConventionBadges({
  notes,
  inControl = false,
}: {
  notes?: readonly ConventionNote[];
  inControl?: boolean;
}): ReactNode {
  if (!notes || notes.length === 0) return null;
  return (
    <>
      {notes.map((note) => (
        <span key={note.id} className={styles.badge} data-convention-id={note.id}>
          {' '}
          <Convention inline kind={note.kind} link={!inControl} />
        </span>
      ))}
    </>
  );
}

/** Each convention that qualifies a field, parameter, schema or error row: its marker, then why, a line each. */
export function ConventionNotes({notes}: {notes?: readonly ConventionNote[]}): ReactNode {
  if (!notes || notes.length === 0) return null;
  return (
    <>
      {notes.map((note) => (
        // A span shown as a line of its own: in a table cell a paragraph would not stay on the cell's one line of
        // Markdown in the page's twin.
        <span key={note.id} className={styles.note} data-convention-id={note.id}>
          {' '}
          <Convention inline kind={note.kind} /> <InlineMarkdown value={note.reason} />
        </span>
      ))}
    </>
  );
}

/**
 * An operation's line "what the specification fixes / what these docs assume", only where the operation assumes
 * something: every convention that qualifies it, each once, and its example bodies, labelled once as examples.
 */
export function OperationAssumptions({
  notes,
  examples,
}: {
  notes: readonly ConventionNote[];
  examples: boolean;
}): ReactNode {
  if (notes.length === 0 && !examples) return null;
  return (
    <div role="note" className={styles.assumptions} data-assumptions>
      <p>
        <strong>{translate({id: 'api.assumptions.fixed', message: 'API 명세가 정하는 것'})}</strong>:{' '}
        {translate({
          id: 'api.assumptions.fixedText',
          message: '이 호출의 메서드와 경로, 파라미터와 필드, 그리고 표시 없이 나온 값, 상태 코드, 오류입니다.',
          description: "What the reference's unmarked facts of an operation are: the API specification's",
        })}
      </p>
      <p>
        <strong>{translate({id: 'api.assumptions.assumed', message: '이 문서가 가정하는 것'})}</strong>:
      </p>
      <ul>
        {notes.map((note) => (
          <li key={note.id} data-convention-id={note.id}>
            <Convention inline kind={note.kind} /> <InlineMarkdown value={note.reason} />
          </li>
        ))}
        {examples && (
          <li data-convention-id="examples">
            <Convention inline kind="example" />{' '}
            {translate({
              id: 'api.assumptions.examples',
              message: '요청과 응답 예시 본문의 값(ID, 이름, 시각)은 이 문서가 고른 것입니다.',
              description: "Labels an operation's example bodies, once, as the docs' examples",
            })}
          </li>
        )}
      </ul>
    </div>
  );
}
