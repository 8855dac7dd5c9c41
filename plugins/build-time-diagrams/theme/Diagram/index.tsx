// A Mermaid diagram drawn at build time (../../index.ts). The server's build gets the SVGs of both colour modes and
// writes them into the page; CSS shows the one of the page's `[data-theme]`, so the diagram needs no script, and
// the hydrating page keeps that markup as it is (the browser's build has only a loader of the SVGs, so they are not
// part of the page's script). After a client-side navigation there is no server markup: the SVGs are loaded when
// the diagram comes near the viewport.
//
// The diagram shrinks with its column only while its smallest text stays readable (its SVG's min-width, measured
// at build time); beyond that its region scrolls sideways, and takes keyboard focus so that keyboard users can
// scroll it: always in the server's HTML, and once the script runs only while it does scroll.
import {useEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ServerMarkup from '@theme/ServerMarkup';
import useNearViewport from '@theme/useNearViewport';
import styles from './styles.module.css';

/** A drawing's SVG markup in each colour mode. */
interface Drawings {
  readonly light: string;
  readonly dark: string;
}

/** The drawing's module: the SVGs in the server's build, a loader of them in the browser's. */
type DrawingModule = Drawings | {readonly load: () => Promise<Drawings>};

export interface Props {
  /** The hex SHA-256 of the diagram's Mermaid source, as written in its fence. */
  readonly hash: string;
  /** Mermaid's `accTitle`: the region's name (the SVG carries it and `accDescr` too). */
  readonly title: string;
  /** The Mermaid source, for the page's Markdown twin. */
  readonly source: string;
  readonly drawings: DrawingModule;
}

const MODES = ['light', 'dark'] as const;

/** How far ahead of the viewport a diagram's SVGs are loaded after a client-side navigation. */
const AHEAD = '600px 0px';

/** The loaded SVGs, once `module` (when given) has loaded them. */
function useLoaded(module: DrawingModule | undefined): Drawings | undefined {
  const [loaded, setLoaded] = useState<Drawings>();
  useEffect(() => {
    if (!module || 'light' in module) return undefined;
    let current = true;
    // If the chunk cannot be loaded, the region stays empty; its name still says what the diagram shows.
    module.load().then(
      (drawings) => current && setLoaded({light: drawings.light, dark: drawings.dark}),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [module]);
  return loaded;
}

/** Whether the region scrolls sideways; true until measured, as the server's HTML has it. */
function useScrolls(slot: RefObject<HTMLDivElement | null>): boolean {
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const element = slot.current;
    if (!element) return undefined;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    const resizes = new ResizeObserver(measure);
    resizes.observe(element);
    const mutations = new MutationObserver(measure);
    mutations.observe(element, {childList: true, subtree: true});
    return () => {
      resizes.disconnect();
      mutations.disconnect();
    };
  }, [slot]);
  return scrolls;
}

export default function Diagram({hash, title, source, drawings}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [adoptsServerMarkup] = useState(!isBrowser);
  const slot = useRef<HTMLDivElement>(null);
  const inline = 'light' in drawings ? drawings : undefined;
  const near = useNearViewport(slot, AHEAD, !inline && !adoptsServerMarkup);
  const shown = useLoaded(near ? drawings : undefined) ?? inline;
  const scrolls = useScrolls(slot);
  return (
    <div className={styles.diagram} data-diagram={hash} data-diagram-source={source}>
      <div
        ref={slot}
        className={styles.slot}
        role="region"
        aria-label={title}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes keyboard focus (WCAG 2.1.1)
        tabIndex={scrolls ? 0 : undefined}>
        {MODES.map((mode) =>
          shown ? (
            <div key={`${mode}-drawn`} className={styles[mode]} dangerouslySetInnerHTML={{__html: shown[mode]}} />
          ) : adoptsServerMarkup ? (
            <ServerMarkup key={mode} className={styles[mode]} />
          ) : null,
        )}
      </div>
    </div>
  );
}
