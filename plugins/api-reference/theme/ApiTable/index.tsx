import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import type {JsonValue} from '../../props';
import styles from './styles.module.css';

/**
 * A table that scrolls sideways on narrow screens inside a focusable, labelled region (so keyboard users can
 * scroll it too), shared by the API components.
 */
export default function ApiTable({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}): ReactNode {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take keyboard focus (WCAG 2.1.1, axe scrollable-region-focusable)
    <div className={clsx(styles.scroller, className)} role="region" aria-label={label} tabIndex={0}>
      <table className={styles.table}>{children}</table>
    </div>
  );
}

/** A JSON value as the spec writes it: strings quoted, so an empty default shows as "". */
export function formatValue(value: JsonValue | undefined): string {
  return value === undefined ? '' : JSON.stringify(value);
}

export function RequiredCell({required}: {required: boolean}): ReactNode {
  return required ? (
    <span className={styles.required}>{translate({id: 'api.required.yes', message: '필수'})}</span>
  ) : (
    <span className={styles.optional}>{translate({id: 'api.required.no', message: '선택'})}</span>
  );
}

export function Constraints({list}: {list: string[]}): ReactNode {
  if (list.length === 0) return null;
  return (
    <ul className={styles.constraints}>
      {list.map((item) => (
        <li key={item}>
          <code>{item}</code>
        </li>
      ))}
    </ul>
  );
}

export const columnLabels = {
  field: () => translate({id: 'api.table.field', message: '필드'}),
  name: () => translate({id: 'api.table.name', message: '이름'}),
  in: () => translate({id: 'api.table.in', message: '위치'}),
  type: () => translate({id: 'api.table.type', message: '타입'}),
  required: () => translate({id: 'api.table.required', message: '필수 여부'}),
  default: () => translate({id: 'api.table.default', message: '기본값'}),
  constraints: () => translate({id: 'api.table.constraints', message: '제약 조건'}),
  description: () => translate({id: 'api.table.description', message: '설명'}),
};
