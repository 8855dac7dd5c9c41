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

describe('prefetch in turn', () => {
  it('fetches nothing while the page is busy, then one route per task in the order asked', () => {
    const fetched: string[] = [];
    const idle = heldTasks();
    const next = heldTasks();
    const prefetch = prefetchInTurn(
      (route) => {
        fetched.push(route);
        return Promise.resolve([]);
      },
      idle.later,
      next.later,
    );
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
    const fetched: string[] = [];
    const idle = heldTasks();
    const next = heldTasks();
    const prefetch = prefetchInTurn(
      (route) => {
        fetched.push(route);
        return false;
      },
      idle.later,
      next.later,
    );
    const first = prefetch('/a');
    expect(prefetch('/a')).toBe(first);
    idle.runNext();
    while (next.runNext());
    expect(fetched).toEqual(['/a']);
    // Upstream's "nothing to fetch" (false) settles as an empty list, so callers can always await the result.
    await expect(first).resolves.toEqual([]);
  });

  it('waits for idle time again when routes arrive after the queue has drained', () => {
    const fetched: string[] = [];
    const idle = heldTasks();
    const next = heldTasks();
    const prefetch = prefetchInTurn((route) => (fetched.push(route), false), idle.later, next.later);
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
