import {useEffect, type RefObject} from 'react';

/** Within this distance (CSS px) of the box, a pointer moving toward it shows the intent to search. */
const HEADING_PX = 400;
/** Within this distance, any pointer movement does. */
const NEAR_PX = 80;

function distanceTo(box: DOMRect, x: number, y: number): number {
  const dx = Math.max(box.left - x, 0, x - box.right);
  const dy = Math.max(box.top - y, 0, y - box.bottom);
  return Math.hypot(dx, dy);
}

/**
 * Calls `onApproach` once the mouse pointer heads for the element (closing in on it from within HEADING_PX) or
 * comes very near it, so that the search client and index are on their way while the reader is still reaching
 * for the box; a pointer passing by elsewhere on the page loads nothing. One passive listener, removed once done.
 */
export function useApproach(ref: RefObject<HTMLElement | null>, onApproach: () => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    let last = Number.POSITIVE_INFINITY;
    const onMove = (event: PointerEvent): void => {
      if (event.pointerType !== 'mouse' || !ref.current) return;
      const distance = distanceTo(ref.current.getBoundingClientRect(), event.clientX, event.clientY);
      const closingIn = distance < last - 1;
      last = distance;
      if (distance <= NEAR_PX || (closingIn && distance <= HEADING_PX)) onApproach();
    };
    window.addEventListener('pointermove', onMove, {passive: true});
    return () => window.removeEventListener('pointermove', onMove);
  }, [ref, onApproach, enabled]);
}
