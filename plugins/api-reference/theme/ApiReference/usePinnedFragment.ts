import {useEffect, type RefObject} from 'react';

/** Reading this long after a jump, the heading is held in place while the operations around it settle. */
const HOLD_MS = 5000;
/** How long after a jump or a size change the heading is realigned on every frame (the navbar's slide). */
const FOLLOW_MS = 400;
/** The reader taking over: any of these ends the hold at once. */
const READER_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Keeps a jumped-to heading (`#operation/...`, `#tag/...`) at the top of the viewport while the reference grows
 * or shrinks around it. Off-screen operations are laid out at an estimated height (`content-visibility: auto` in
 * ApiOperationDetail), and operations near the viewport swap their server markup for live markup after
 * hydration, so the heights above a target change after the browser has scrolled to it. Every size change of
 * the reference within the hold brings the heading back; a page load with a hash and every later jump (a
 * table-of-contents click, also to the hash the address already has) start a hold, and the reader's own
 * scrolling ends it.
 */
export function usePinnedFragment(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return undefined;
    const navbar = document.querySelector('.navbar');
    let target: HTMLElement | null = null;
    let until = 0;
    let frame = 0;
    let followUntil = 0;

    /** Scrolls so the heading sits its scroll margin below the navbar, or below the top when the navbar is hidden. */
    const align = () => {
      if (!target) return;
      if (performance.now() > until || !target.isConnected) {
        target = null;
        return;
      }
      const navbarBottom = navbar?.getBoundingClientRect().bottom ?? 0;
      const wanted = (Number.parseFloat(getComputedStyle(target).scrollMarginTop) || 0) + Math.max(0, navbarBottom);
      const off = target.getBoundingClientRect().top - wanted;
      if (Math.abs(off) > 1) window.scrollBy(0, off);
    };
    /**
     * Aligns now and on every frame for a moment: a scroll up makes the hide-on-scroll navbar slide back in, and
     * the heading follows it until it has settled.
     */
    const follow = () => {
      followUntil = performance.now() + FOLLOW_MS;
      if (frame) return;
      const step = () => {
        align();
        frame = target && performance.now() < followUntil ? requestAnimationFrame(step) : 0;
      };
      step();
    };
    const pin = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const element = id ? document.getElementById(id) : null;
      target = element && root.contains(element) ? element : null;
      until = performance.now() + HOLD_MS;
      follow();
    };
    const release = () => {
      target = null;
    };
    // A click on a link to the hash the address already has scrolls without a hashchange event.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="#"]') : null;
      if (link && link.getAttribute('href') === window.location.hash) requestAnimationFrame(pin);
    };

    const observer = new ResizeObserver(follow);
    observer.observe(root);
    // The navbar showing or hiding itself (a class change, then a slide) moves the place the heading belongs.
    const navbarObserver = new MutationObserver(follow);
    if (navbar) navbarObserver.observe(navbar, {attributes: true, attributeFilter: ['class']});
    // And once more where the slide ends: on a busy phone it can outlast FOLLOW_MS, and the heading would stay a
    // navbar's height from where it belongs.
    navbar?.addEventListener('transitionend', follow);
    window.addEventListener('hashchange', pin);
    document.addEventListener('click', onClick);
    for (const type of READER_EVENTS) window.addEventListener(type, release, {passive: true});
    pin();
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      navbarObserver.disconnect();
      navbar?.removeEventListener('transitionend', follow);
      window.removeEventListener('hashchange', pin);
      document.removeEventListener('click', onClick);
      for (const type of READER_EVENTS) window.removeEventListener(type, release);
    };
  }, [container]);
}
