// Wraps the Mermaid diagram for two reasons.
// 1. Mermaid (about 190 KB of JavaScript) loads only when a diagram comes near the viewport: most diagrams sit
//    below the fold, and a reader who never scrolls to them should not pay for them.
// 2. The diagram remounts when the colour mode changes. The original keeps one random diagram id for its
//    lifetime, so when a page opens in dark mode the light and dark renders race under the same id and some
//    diagrams stay empty; a remount gives each colour mode's render its own id.
// 3. Mermaid scales a diagram down to its column, however small its text gets (a wide flowchart reached 5 px at
//    390 px). The diagram now shrinks only while its smallest text stays at least 12 px; beyond that it keeps that
//    size and its slot scrolls sideways, as a labelled region that then takes focus so keyboard users can scroll it.
import {useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/Mermaid';
import Mermaid from '@theme-original/Mermaid';
import {useColorMode} from '@docusaurus/theme-common';
import useNearViewport from '@theme/useNearViewport';
import styles from './styles.module.css';

/** How far ahead of the viewport a diagram starts rendering, so it is usually drawn before it is seen. */
const AHEAD = '600px 0px';

/** The smallest size, in CSS px, a diagram's text may be drawn at. */
const MIN_TEXT_PX = 12;

/**
 * Gives a drawn diagram the width at which its smallest text is MIN_TEXT_PX: text sizes are in the SVG's own units,
 * which the SVG scales by its drawn width over its viewBox width.
 */
function keepTextReadable(svg: SVGSVGElement): void {
  const width = svg.viewBox.baseVal?.width;
  if (!width) return;
  const sizes = Array.from(svg.querySelectorAll('text, tspan, foreignObject *'), (element) =>
    parseFloat(getComputedStyle(element).fontSize),
  ).filter((size) => size > 0);
  if (sizes.length === 0) return;
  svg.style.minWidth = `${Math.ceil((width * MIN_TEXT_PX) / Math.min(...sizes))}px`;
}

/**
 * Applies keepTextReadable to each diagram drawn inside the slot (Mermaid draws after loading, and again per mode),
 * and tells whether the slot now scrolls sideways: only then does it take keyboard focus, so Tab never stops on an
 * empty or fitting slot.
 */
function useReadableDiagrams(slot: React.RefObject<HTMLDivElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (!element) return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    const apply = () => {
      element.querySelectorAll('svg').forEach((svg) => svg.style.minWidth || keepTextReadable(svg));
      measure();
    };
    const mutations = new MutationObserver(apply);
    mutations.observe(element, {childList: true, subtree: true});
    const resizes = new ResizeObserver(measure);
    resizes.observe(element);
    return () => {
      mutations.disconnect();
      resizes.disconnect();
    };
  }, [slot]);
  return scrolls;
}

export default function MermaidWhenNear(props: Props): ReactNode {
  const {colorMode} = useColorMode();
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot, AHEAD);
  const scrolls = useReadableDiagrams(slot);
  return (
    <div
      ref={slot}
      data-mermaid-slot=""
      className={styles.slot}
      role="region"
      aria-label={translate({id: 'diagram.label', message: '다이어그램'})}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes keyboard focus (WCAG 2.1.1)
      tabIndex={scrolls ? 0 : undefined}>
      {near && <Mermaid key={colorMode} {...props} />}
    </div>
  );
}
