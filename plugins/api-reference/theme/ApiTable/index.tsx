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
    <span className={styles.required} data-requirement="required">
      {translate({id: 'api.required.yes', message: '필수'})}
    </span>
  ) : (
    <span className={styles.optional} data-requirement="optional">
      {translate({id: 'api.required.no', message: '선택'})}
    </span>
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

/**
 * The first cell of a parameter or field row: the name, and below it what a reader checks with it (location, type,
 * required or not, default, constraints), so the table has two columns and fits a narrow pane; the description
 * takes the second column.
 */
export function NameCell({
  name,
  location,
  type,
  required,
  defaultValue,
  constraints,
}: {
  name: string;
  location?: string;
  type: string;
  required: boolean;
  defaultValue?: JsonValue;
  constraints: string[];
}): ReactNode {
  return (
    <>
      {/* The spaces keep the parts apart in the page's text (search, the Markdown twin); the layout ignores them. */}
      <code className={styles.name}>{name}</code>{' '}
      <span className={styles.facts}>
        {location && <span>{location}</span>} <code>{type}</code> <RequiredCell required={required} />
      </span>
      {defaultValue !== undefined && (
        <>
          {' '}
          <span className={styles.fact}>
            {columnLabels.default()}: <code>{formatValue(defaultValue)}</code>
          </span>
        </>
      )}
      <Constraints list={constraints} />
    </>
  );
}

export const columnLabels = {
  parameter: () => translate({id: 'api.table.parameter', message: '파라미터'}),
  field: () => translate({id: 'api.table.field', message: '필드'}),
  default: () => translate({id: 'api.table.default', message: '기본값'}),
  description: () => translate({id: 'api.table.description', message: '설명'}),
};
