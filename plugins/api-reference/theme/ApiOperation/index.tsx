import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import ApiMethodBadge from '../ApiMethodBadge';
import {requireData} from '../requireData';
import type {OperationCardData} from '../../props';
import styles from './styles.module.css';

/**
 * `<ApiOperation id="createRoom" />`: method, path and summary of an operation, linking to it in the reference.
 * The spaces between the parts change nothing on screen (flex items) but keep their words apart in the page's
 * text: search snippets, the Markdown twin, copied text.
 */
export default function ApiOperation({data}: {data?: OperationCardData}): ReactNode {
  const operation = requireData('ApiOperation', data);
  return (
    <Link className={styles.card} to={operation.href}>
      <span className={styles.endpoint}>
        <ApiMethodBadge method={operation.method} /> <code className={styles.path}>{operation.path}</code>
      </span>{' '}
      <span className={styles.summary}>{operation.summary}</span>
    </Link>
  );
}
