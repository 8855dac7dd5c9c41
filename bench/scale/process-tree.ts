/**
 * Processes that `npm run bench:scale` starts and measures as a whole: each runs in its own process group (so the
 * whole tree can be stopped, also on Ctrl+C), and its figures are those of the process and all its descendants,
 * polled from /proc: memory as the sum of their resident sets (a build's workers and child processes count; GNU
 * time would report only the largest single process), CPU time as the sum of their user and system time (with
 * that of the descendants they have waited for), and how long any of them was stopped by a signal (on a shared
 * machine someone may pause other people's builds, which makes a wall time meaningless).
 */
import {spawn, type ChildProcess, type SpawnOptions} from 'node:child_process';
import fs from 'node:fs';

const POLL_MS = 250;
/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;
const running = new Set<ChildProcess>();
/** Set once everything is being killed: nothing new may start then. */
let closed = false;

interface ProcessStat {
  readonly ppid: number;
  readonly pgrp: number;
  readonly stopped: boolean;
  /** Ended and not yet reaped (here init may never reap an orphan). */
  readonly zombie: boolean;
  /** utime + stime + cutime + cstime, in clock ticks. */
  readonly cpuTicks: number;
}

function readStats(): Map<number, ProcessStat> {
  const stats = new Map<number, ProcessStat>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The fields after the command name (which may hold spaces and parentheses), from field 3 (state) on.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const field = (number: number) => Number(fields[number - 3]);
      stats.set(Number(entry), {
        ppid: field(4),
        pgrp: field(5),
        stopped: fields[0] === 'T',
        zombie: fields[0] === 'Z',
        cpuTicks: field(14) + field(15) + field(16) + field(17),
      });
    } catch {
      // the process ended while we looked
    }
  }
  return stats;
}

function residentBytes(pid: number): number {
  try {
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

export interface TreeSample {
  readonly residentBytes: number;
  readonly cpuMs: number;
  readonly stopped: boolean;
}

/** A process and all its descendants now: resident memory, CPU time so far, whether any of them is stopped. */
export function sampleTree(pid: number): TreeSample {
  const stats = readStats();
  const children = new Map<number, number[]>();
  for (const [child, {ppid}] of stats) children.set(ppid, [...(children.get(ppid) ?? []), child]);
  let bytes = 0;
  let ticks = 0;
  let stopped = false;
  const pending = [pid];
  while (pending.length > 0) {
    const current = pending.pop()!;
    const stat = stats.get(current);
    if (!stat) continue;
    bytes += residentBytes(current);
    ticks += stat.cpuTicks;
    stopped ||= stat.stopped;
    pending.push(...(children.get(current) ?? []));
  }
  return {residentBytes: bytes, cpuMs: (ticks * 1000) / TICKS_PER_SECOND, stopped};
}

export interface TreeProcess {
  readonly child: ChildProcess;
  readonly startedAt: number;
  /** The highest resident memory of the whole tree seen so far (bytes). */
  peakBytes(): number;
  /** The tree's CPU time so far (ms; the last poll before the end, so up to one poll interval short). */
  cpuMs(): number;
  /** How long some process of the tree was seen stopped by a signal (ms, in poll intervals). */
  stoppedMs(): number;
  /** Resolves with the exit code when the main process ends. */
  readonly exited: Promise<number | null>;
}

/** Starts a command in its own process group and follows its tree's memory until it ends or is stopped. */
export function startTree(command: string, args: readonly string[], options: SpawnOptions): TreeProcess {
  if (closed) throw new Error(`not starting ${command}: stopping`);
  const startedAt = performance.now();
  const child = spawn(command, args, {...options, detached: true});
  running.add(child);
  let peak = 0;
  let cpu = 0;
  let stopped = 0;
  const poll = setInterval(() => {
    if (child.pid === undefined) return;
    const sample = sampleTree(child.pid);
    peak = Math.max(peak, sample.residentBytes);
    cpu = Math.max(cpu, sample.cpuMs);
    if (sample.stopped) stopped += POLL_MS;
  }, POLL_MS);
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(poll);
      running.delete(child);
      resolve(code);
    });
  });
  return {child, startedAt, peakBytes: () => peak, cpuMs: () => cpu, stoppedMs: () => stopped, exited};
}

/** Stops a started tree: SIGTERM to its process group, SIGKILL if it is still there after `graceMs`. */
export async function stopTree(tree: TreeProcess, graceMs = 5000): Promise<void> {
  const pid = tree.child.pid;
  if (pid === undefined) return;
  if (tree.child.exitCode === null && tree.child.signalCode === null) {
    signalGroup(pid, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(pid, 'SIGKILL'), graceMs);
    await tree.exited.catch(() => null);
    clearTimeout(timer);
  }
  signalGroup(pid, 'SIGKILL'); // descendants that outlived the main process
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is gone
  }
}

/** Whether a process of the group `pgid` is still running (zombies count as gone). */
export function groupAlive(pgid: number): boolean {
  return [...readStats().values()].some((stat) => stat.pgrp === pgid && !stat.zombie);
}

/** Kills every tree still running and resolves once they are gone (for an exit on Ctrl+C or an error). */
export async function killAllTrees(): Promise<void> {
  closed = true;
  const groups = [...running].flatMap((child) => (child.pid === undefined ? [] : [child.pid]));
  for (const pid of groups) signalGroup(pid, 'SIGKILL');
  for (let waited = 0; waited < 5000 && groups.some(groupAlive); waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
