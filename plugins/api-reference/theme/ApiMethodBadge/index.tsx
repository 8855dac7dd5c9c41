import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** HTTP method in the API reference primary colour (#1890ff background, dark text: 6.5:1 in both colour modes). */
export default function ApiMethodBadge({method, className}: {method: string; className?: string}): ReactNode {
  return (
    <span className={clsx(styles.badge, className)} data-method={method.toLowerCase()}>
      {method.toUpperCase()}
    </span>
  );
}
