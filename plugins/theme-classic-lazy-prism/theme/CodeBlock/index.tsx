// Wraps the code block so that Prism loads with the first code block a page shows rather than with every page
// (see ../../index.ts). The server renders highlighted code as usual. While the page hydrates,
// the block adopts that markup as it is and asks for the highlighter; when it arrives the block re-renders as the
// theme's own. No Suspense: React streams a large page's Suspense boundaries out of order behind inline scripts.
import {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import PlainCodeBlock from '@theme/PlainCodeBlock';
import ServerMarkup from '@theme/ServerMarkup';
import useDisplayedCode from '@theme/useDisplayedCode';

type CodeBlockComponent = ComponentType<Props>;

/** The highlighted block once its chunk has arrived: on the server before any page renders, in the browser after. */
let loaded: CodeBlockComponent | undefined;

const loadHighlightedCodeBlock = () =>
  import('./HighlightedCodeBlock').then((module) => {
    loaded = module.default;
    return module.default;
  });

// The server imports it as the bundle starts, so that it is there before the first page renders.
if (!ExecutionEnvironment.canUseDOM) void loadHighlightedCodeBlock();

export default function CodeBlockWithLazyPrism(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [Highlighted, setHighlighted] = useState(() => loaded);
  const [adoptsServerMarkup] = useState(!isBrowser);
  // What readers see may differ from the code as written (a later theme's `@theme/useDisplayedCode`; the server
  // and the hydrating render get the code as written, so the markup still matches).
  const writtenCode = typeof props.children === 'string' ? props.children : undefined;
  // A Markdown fence names its language in the class (`language-bash`), a component in `language`.
  const language = props.language ?? /(?:^|\s)language-(\S+)/.exec(props.className ?? '')?.[1];
  const code = useDisplayedCode(writtenCode ?? '', language);
  const showsChangedCode = writtenCode !== undefined && code !== writtenCode;
  useEffect(() => {
    if (Highlighted) return undefined;
    let current = true;
    // If the chunk cannot be loaded, the server's (or the plain) code stays: still readable and selectable.
    loadHighlightedCodeBlock().then(
      (component) => current && setHighlighted(() => component),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [Highlighted]);

  if (Highlighted) {
    return (
      <div key="highlighted">
        <Highlighted {...props}>{showsChangedCode ? code : props.children}</Highlighted>
      </div>
    );
  }
  if (adoptsServerMarkup && !showsChangedCode) return <ServerMarkup key="server" />;
  // A client-side navigation before the highlighter has arrived: the code, plain, with its copy button.
  return (
    <div key="plain">
      <PlainCodeBlock
        code={String(props.children)}
        language={language ?? ''}
        title={typeof props.title === 'string' ? props.title : undefined}
      />
    </div>
  );
}
