import type {ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import styles from './styles.module.css';

/** The code, unhighlighted, for the moment a client-side navigation waits for the highlighter. */
export default function PlainCodeBlock({children, title}: Props): ReactNode {
  return (
    <div className={styles.plain}>
      {title && <div className={styles.title}>{title}</div>}
      <pre tabIndex={0}>
        <code>{children}</code>
      </pre>
    </div>
  );
}
