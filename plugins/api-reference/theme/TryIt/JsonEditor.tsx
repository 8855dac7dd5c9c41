import {useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Lines (from 1) with a violation, marked in the gutter. */
  invalidLines: ReadonlySet<number>;
  invalid: boolean;
  describedBy: string;
}

/**
 * The body's editor: a native textarea, so undo, paste, selection, the keyboard and screen readers work as in any
 * text field, with a gutter of line numbers beside it (hidden from assistive technology; the violations name their
 * lines in text). The gutter scrolls with the text. Not a code editor library: the panel needs line numbers and
 * nothing of the rest, and a textarea is what keeps native editing intact.
 */
export default function JsonEditor({id, value, onChange, invalidLines, invalid, describedBy}: Props): ReactNode {
  const gutter = useRef<HTMLDivElement>(null);
  const lines = value.split('\n').length;
  return (
    <div className={styles.editor}>
      <div ref={gutter} className={styles.gutter} aria-hidden="true">
        {Array.from({length: lines}, (_, index) => (
          <span key={index} className={clsx(invalidLines.has(index + 1) && styles.invalidLine)}>
            {index + 1}
          </span>
        ))}
      </div>
      <textarea
        id={id}
        className={styles.textarea}
        value={value}
        rows={Math.min(Math.max(lines, 6), 24)}
        spellCheck={false}
        autoCapitalize="off"
        autoComplete="off"
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        onScroll={(event) => {
          if (gutter.current) gutter.current.scrollTop = event.currentTarget.scrollTop;
        }}
      />
    </div>
  );
}
