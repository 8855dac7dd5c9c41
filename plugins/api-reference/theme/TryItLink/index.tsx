import {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {requireData} from '../requireData';
import type {TryItLinkData} from '../../props';
import styles from './styles.module.css';

/**
 * Under a guide's request example (put there by the remark plugin): a link to each operation's try-it panel on its
 * reference page, with the example's request in the link, which the panel loads (../../tryItLink.ts). Without
 * JavaScript it is a plain link to the operation.
 */
export default function TryItLink({data}: {data?: TryItLinkData}): ReactNode {
  const {links} = requireData('TryItLink', data);
  return (
    <p className={styles.links}>
      {links.map((link, index) => (
        <Fragment key={index}>
          {index > 0 && ' · '}
          <Link to={link.href} data-try-it-link={link.operationId}>
            {translate(
              {
                id: 'api.tryIt.link',
                message: '직접 해 보기: {operation}',
                description: "Under a guide's request example: opens the operation's try-it panel with that request",
              },
              {operation: link.operationId},
            )}
          </Link>
        </Fragment>
      ))}
    </p>
  );
}
