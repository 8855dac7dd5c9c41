type Prefetch = Window['docusaurus']['prefetch'];

/** Runs `task` in a later task of its own: after the page is idle (`requestIdleCallback`) or a short delay. */
export type Later = (task: () => void) => void;

/**
 * A `prefetch` that queues routes and hands them to `upstream` one per task, each once, in the order asked: the
 * first after `whenIdle`, every next one in the task after (`then`).
 */
export function prefetchInTurn(upstream: Prefetch, whenIdle: Later, then: Later): Prefetch {
  const queue = new Map<string, (result: ReturnType<Prefetch>) => void>();
  const asked = new Map<string, Promise<void[]>>();
  let draining = false;

  function step(): void {
    const [next] = queue;
    if (!next) {
      draining = false;
      return;
    }
    const [route, settle] = next;
    queue.delete(route);
    settle(upstream(route));
    then(step);
  }

  return (route) => {
    const known = asked.get(route);
    if (known) return known;
    const promise = new Promise<void[]>((resolve) => {
      queue.set(route, (result) => resolve(result === false ? [] : result));
    });
    asked.set(route, promise);
    if (!draining) {
      draining = true;
      whenIdle(step);
    }
    return promise;
  };
}
