import type {ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ServerMarkup from '@theme/ServerMarkup';

/**
 * Markup for readers without JavaScript: rendered on the server only. While the page hydrates its markup stays as
 * the server wrote it, uncompared and costing React nothing (@theme/ServerMarkup); once the app runs it is removed,
 * as the script's own menus have taken over. It stays `hidden` until then: the plugin's `<noscript>` style shows it.
 */
export default function ServerOnly({className, children}: {className: string; children: ReactNode}): ReactNode {
  const isBrowser = useIsBrowser();
  if (isBrowser) return null;
  if (ExecutionEnvironment.canUseDOM) return <ServerMarkup className={className} />;
  return <div className={className}>{children}</div>;
}
