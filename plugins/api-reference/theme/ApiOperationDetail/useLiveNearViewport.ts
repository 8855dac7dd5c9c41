import {useDeferredValue, useEffect, useLayoutEffect, useRef, useState, type RefObject} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useNearViewport from '@theme/useNearViewport';

/** How far outside the viewport an operation goes live: one screen above and below. */
const NEAR_VIEWPORT = '100% 0px';

/** Child indexes from `root` down to `node`, to find the same element in identical markup. */
function indexPath(root: Element, node: Element): number[] | null {
  const path: number[] = [];
  for (let current = node; current !== root;) {
    const parent = current.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, current));
    current = parent;
  }
  return path;
}

function elementAt(root: Element, path: readonly number[]): Element | undefined {
  let current: Element | undefined = root;
  for (const index of path) current = current?.children[index];
  return current;
}

/**
 * Whether an operation is rendered by React yet. Hydrating every operation at start-up was most of a reference
 * page's main-thread work (the media reference has about 6,000 elements), so while the page hydrates an operation
 * keeps its server markup as it is, and goes live (tabs, copy buttons, the reader's values) when it comes within
 * a screen of the viewport or the reader moves focus into it; focus then moves to the same element of the live
 * markup. The server renders every operation, and after a client-side navigation there is no server markup to
 * keep: operations render at once.
 */
export function useLiveNearViewport<T extends HTMLElement>(): {ref: RefObject<T | null>; live: boolean} {
  const isBrowser = useIsBrowser();
  const [liveFromStart] = useState(!ExecutionEnvironment.canUseDOM || isBrowser);
  const [focused, setFocused] = useState(false);
  const ref = useRef<T>(null);
  const focusedPath = useRef<number[] | null>(null);
  // Going live renders the whole operation: deferred, so that it yields to the reader's scrolling and typing.
  const near = useDeferredValue(useNearViewport(ref, NEAR_VIEWPORT, !liveFromStart));
  const live = liveFromStart || near || focused;

  useEffect(() => {
    const element = ref.current;
    if (live || !element) return undefined;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element) focusedPath.current = indexPath(element, event.target);
      setFocused(true);
    };
    element.addEventListener('focusin', onFocusIn);
    return () => element.removeEventListener('focusin', onFocusIn);
  }, [live]);

  useLayoutEffect(() => {
    const path = focusedPath.current;
    if (!live || !path || !ref.current) return;
    focusedPath.current = null;
    const target = elementAt(ref.current, path);
    if (target instanceof HTMLElement) target.focus({preventScroll: true});
  }, [live]);

  return {ref, live};
}
