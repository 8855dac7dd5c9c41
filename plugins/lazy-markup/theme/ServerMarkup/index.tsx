import type {ReactNode} from 'react';

const NO_HTML = {__html: ''};

/**
 * An element whose server-rendered children stay exactly as they are while the page hydrates: React leaves the
 * children of an element with inner HTML alone and does not compare them. Swap it (by `key`) for the live content
 * once that is needed; after a client-side navigation there is no server markup, so render the live content then.
 */
export default function ServerMarkup({className}: {readonly className?: string}): ReactNode {
  return <div className={className} dangerouslySetInnerHTML={NO_HTML} suppressHydrationWarning />;
}
