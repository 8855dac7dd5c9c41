import {useEffect, useState, type RefObject} from 'react';

/**
 * Whether the element has come within `rootMargin` of the viewport (once true, it stays true). A caller whose
 * render is heavy defers it (`useDeferredValue`) so that it yields to the reader's input. A browser without
 * IntersectionObserver gets true at once, since nothing else would ever make it so.
 */
export default function useNearViewport(ref: RefObject<Element | null>, rootMargin: string, enabled = true): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !enabled || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      {rootMargin},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin, enabled, near]);
  return near;
}
