import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {OperationData} from '../../props';
import {readTryItLink, withoutTryItLink, type LinkRead} from '../../tryItLink';
import type {TryItModule} from '../../tryItProps';
import type {PanelProps} from './Panel';
import styles from './styles.module.css';

interface Loaded {
  Panel: ComponentType<PanelProps>;
  contract: TryItModule;
}

/** The contract of the reference page the operations are on (ApiReference provides it). */
export const ReferenceSpecContext = createContext<string | undefined>(undefined);

const loading = new Map<string, Promise<Loaded>>();

/**
 * The panel's code and the contract's module (validators and documented requests), fetched on the reader's first
 * sign of intent (pointer over the button, focus, touch) and shared by every operation of the page: a page nobody
 * opens a panel on downloads nothing more.
 */
function load(spec: string): Promise<Loaded> {
  let promise = loading.get(spec);
  if (!promise) {
    promise = Promise.all([
      import('./Panel'),
      import(`@generated/api-reference/default/try-it-${spec}.cjs`) as Promise<TryItModule & {default?: TryItModule}>,
    ]).then(([panel, contract]) => ({Panel: panel.default, contract: contract.default ?? contract}));
    promise.catch(() => loading.delete(spec));
    loading.set(spec, promise);
  }
  return promise;
}

/**
 * "Try it" on an operation of the reference: a button that opens the panel in which the reader edits the
 * documented request, sees it checked against the contract and what the contract answers, and copies the code for
 * it. Nothing leaves the page. The panel stays mounted while closed, so what was typed survives closing it. A link
 * from a guide's request example (../../tryItLink.ts) opens the panel as the page opens, with its request loaded;
 * the link's query is then taken off the address, so that a reload restores what the reader has typed since.
 */
export default function TryIt({operation}: {operation: OperationData}): ReactNode {
  const spec = useContext(ReferenceSpecContext);
  if (spec === undefined) throw new Error(`<TryIt> of ${operation.operationId} is outside a reference page`);
  // Without JavaScript the panel cannot open: the button stays disabled in the server markup until hydration.
  const isBrowser = useIsBrowser();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>();
  const [failed, setFailed] = useState(false);
  const [linked, setLinked] = useState<LinkRead>();
  const prefetch = useCallback(() => {
    load(spec).then(setLoaded, () => undefined);
  }, [spec]);
  useEffect(() => {
    const names = operation.parameters.map((parameter) => parameter.name);
    const read = readTryItLink(window.location.search, operation.operationId, names);
    if (!read) return;
    const {pathname, search, hash} = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${withoutTryItLink(search, names)}${hash}`);
    // Opened with what it loads, once the panel's code is in (the panel reads the link when it mounts).
    load(spec).then(
      (module) => {
        setLinked(read);
        setLoaded(module);
        setOpen(true);
      },
      () => {
        setFailed(true);
        setOpen(true);
      },
    );
  }, [spec, operation]);
  const toggle = () => {
    setOpen(!open);
    if (open || loaded) return;
    setFailed(false);
    load(spec).then(setLoaded, () => setFailed(true));
  };

  return (
    <div className={styles.tryIt}>
      <button
        type="button"
        className={styles.toggle}
        disabled={!isBrowser}
        aria-expanded={open}
        aria-controls={panelId}
        data-try-it={operation.operationId}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        onClick={toggle}>
        {translate({id: 'api.tryIt.button', message: '직접 해 보기', description: 'Opens the try-it panel'})}
      </button>
      <div id={panelId} hidden={!open}>
        {loaded ? (
          <loaded.Panel operation={operation} spec={spec} contract={loaded.contract} linked={linked} />
        ) : open && failed ? (
          <p role="alert" className={styles.loadError}>
            {translate({
              id: 'api.tryIt.loadFailed',
              message: '패널을 불러오지 못했습니다. 연결을 확인하고 다시 열어 보세요.',
            })}
          </p>
        ) : open ? (
          <p role="status">{translate({id: 'api.tryIt.loading', message: '패널을 불러오는 중…'})}</p>
        ) : null}
      </div>
    </div>
  );
}
