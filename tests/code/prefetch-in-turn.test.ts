import {describe, expect, it} from 'vitest';
import {prefetchInTurn, type Later} from '../../plugins/short-tasks/client/inTurn';

/** A scheduler that holds tasks until the test runs them, one at a time, as the browser's task queue would. */
function heldTasks(): {later: Later; runNext: () => boolean; size: () => number} {
  const tasks: (() => void)[] = [];
  return {
    later: (task) => void tasks.push(task),
    runNext: () => {
      const task = tasks.shift();
      task?.();
      return Boolean(task);
    },
    size: () => tasks.length,
  };
}

/** A prefetch in turn over an upstream that records the routes it is asked for and answers `answer`. */
function recorded(answer: false | Promise<void[]>) {
  const fetched: string[] = [];
  const idle = heldTasks();
  const next = heldTasks();
  const prefetch = prefetchInTurn((route) => (fetched.push(route), answer), idle.later, next.later);
  return {fetched, idle, next, prefetch};
}

describe('prefetch in turn', () => {
  it('fetches nothing while the page is busy, then one route per task in the order asked', () => {
    const {fetched, idle, next, prefetch} = recorded(Promise.resolve([]));
    for (const route of ['/a', '/b', '/c']) void prefetch(route);
    expect(fetched).toEqual([]);
    expect(idle.size()).toBe(1);

    idle.runNext();
    expect(fetched).toEqual(['/a']);
    next.runNext();
    expect(fetched).toEqual(['/a', '/b']);
    next.runNext();
    expect(fetched).toEqual(['/a', '/b', '/c']);
    next.runNext();
    expect(next.size()).toBe(0);
  });

  it('asks upstream once per route and answers repeated asks with the same promise', async () => {
    const {fetched, idle, next, prefetch} = recorded(false);
    const first = prefetch('/a');
    expect(prefetch('/a')).toBe(first);
    idle.runNext();
    while (next.runNext());
    expect(fetched).toEqual(['/a']);
    // Upstream's "nothing to fetch" (false) settles as an empty list, so callers can always await the result.
    await expect(first).resolves.toEqual([]);
  });

  it('waits for idle time again when routes arrive after the queue has drained', () => {
    const {fetched, idle, next, prefetch} = recorded(false);
    void prefetch('/a');
    idle.runNext();
    next.runNext();
    void prefetch('/b');
    expect(fetched).toEqual(['/a']);
    expect(idle.size()).toBe(1);
    idle.runNext();
    expect(fetched).toEqual(['/a', '/b']);
  });
});
