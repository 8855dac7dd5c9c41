// Wraps the Mermaid diagram for two reasons.
// 1. Mermaid (about 190 KB of JavaScript) loads only when a diagram comes near the viewport: most diagrams sit
//    below the fold, and a reader who never scrolls to them should not pay for them.
// 2. The diagram remounts when the colour mode changes. The original keeps one random diagram id for its
//    lifetime, so when a page opens in dark mode the light and dark renders race under the same id and some
//    diagrams stay empty; a remount gives each colour mode's render its own id.
import {useEffect, useRef, useState, type ReactNode} from 'react';
import type {Props} from '@theme/Mermaid';
import Mermaid from '@theme-original/Mermaid';
import {useColorMode} from '@docusaurus/theme-common';

/** How far ahead of the viewport a diagram starts rendering, so it is usually drawn before it is seen. */
const AHEAD = '600px 0px';

function useNearViewport(): [React.RefObject<HTMLDivElement | null>, boolean] {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      // A browser without the observer draws the diagram at once: nothing else would ever trigger it.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      {rootMargin: AHEAD},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [slot, near];
}

export default function MermaidWhenNear(props: Props): ReactNode {
  const {colorMode} = useColorMode();
  const [slot, near] = useNearViewport();
  return (
    <div ref={slot} data-mermaid-slot="">
      {near && <Mermaid key={colorMode} {...props} />}
    </div>
  );
}
