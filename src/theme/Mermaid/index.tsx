// Wraps @theme/Mermaid so that Mermaid (≈ 190 KB of JavaScript) loads only when a diagram comes near the
// viewport, not as soon as a page with a diagram opens: most diagrams sit below the fold, and the reader who
// never scrolls to them should not pay for them.
import {useEffect, useRef, useState, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof MermaidType>;

/** How far ahead of the viewport a diagram starts rendering, so it is usually drawn before it is seen. */
const AHEAD = '600px 0px';

export default function MermaidWrapper(props: Props): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (near || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
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
  return (
    <div ref={slot} data-mermaid-slot="">
      {near && <Mermaid {...props} />}
    </div>
  );
}
