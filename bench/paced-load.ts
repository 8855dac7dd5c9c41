/**
 * An open-loop load for bench:serve: CONNECTIONS connections held open, and requests offered at an even RATE per
 * second for DURATION seconds, request k at k / RATE seconds after the start, sent on connection k mod CONNECTIONS.
 * Each latency runs from the moment its request was due, not from when it went out, so a request that waits for its
 * connection, or for this process, counts the wait (what a reader arriving at that moment would see). It prints one
 * JSON object shaped as the part of autocannon's `--json` result bench:serve reads.
 *
 * Why not autocannon's own `--overallRate`, which bench:serve used before: autocannon gives each connection a
 * budget of requests per second, sent back to back when a one-second interval opens, and all the intervals start
 * together, so 1,000 connections at 2,000 requests/s send 2,000 requests in the first milliseconds of every second
 * and none after (autocannon issue 174, open: "50 request in 100ms then 900ms of nothing"). Its coordinated-omission
 * correction then takes `ceil(1 / rate)` = 1 ms, not 500 ms, as the expected interval, so a response of n ms is
 * recorded n times. The p99 it printed was the time nginx takes to drain a burst of 2,000, weighted by its length.
 * loadtest's `--rps` paces evenly but opens only as many connections as are busy, not the 1,000 the target holds
 * open; wrk2 is neither on npm nor in Debian. undici's Client is one connection each, kept alive.
 *
 * Usage: tsx bench/paced-load.ts URL CONNECTIONS RATE DURATION TIMEOUT ACCEPT_ENCODING
 */
import {performance} from 'node:perf_hooks';
import {Client, errors} from 'undici';

const [url, connectionsArg, rateArg, durationArg, timeoutArg, acceptEncoding] = process.argv.slice(2);
const connections = Number(connectionsArg);
const rate = Number(rateArg);
const durationMs = Number(durationArg) * 1000;
const timeoutMs = Number(timeoutArg) * 1000;
if (!url || ![connections, rate, durationMs, timeoutMs].every((value) => Number.isFinite(value) && value > 0)) {
  console.error('usage: tsx bench/paced-load.ts URL CONNECTIONS RATE DURATION TIMEOUT ACCEPT_ENCODING');
  process.exit(2);
}
const target = new URL(url);
const headers = {'accept-encoding': acceptEncoding ?? 'identity'};
/** Connections opened at once while the pool is set up, so that opening 1,000 is not itself a burst. */
const OPEN_BATCH = 50;

const clients = Array.from(
  {length: connections},
  () =>
    new Client(target.origin, {
      pipelining: 1,
      headersTimeout: timeoutMs,
      bodyTimeout: timeoutMs,
      keepAliveTimeout: durationMs + 60_000,
      keepAliveMaxTimeout: durationMs + 60_000,
    }),
);

interface Outcome {
  readonly status?: number;
  readonly error?: 'timeout' | 'socket';
}

/** One GET on `client`, its body read to the end and dropped. */
async function get(client: Client): Promise<Outcome> {
  try {
    const {statusCode, body} = await client.request({path: target.pathname + target.search, method: 'GET', headers});
    for await (const chunk of body) void chunk;
    return {status: statusCode};
  } catch (error) {
    const timedOut = error instanceof errors.HeadersTimeoutError || error instanceof errors.BodyTimeoutError;
    return {error: timedOut ? 'timeout' : 'socket'};
  }
}

/** The value below which `share` of the sorted values lie (nearest rank). */
function percentile(sorted: Float64Array, share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

async function main(): Promise<void> {
  for (let start = 0; start < clients.length; start += OPEN_BATCH)
    await Promise.all(clients.slice(start, start + OPEN_BATCH).map((client) => get(client)));

  const intervalMs = 1000 / rate;
  const total = Math.floor(durationMs / intervalMs);
  const latencies = new Float64Array(total);
  const statusCodeStats: Record<string, {count: number}> = {};
  const pending: Promise<void>[] = [];
  let [answered, timeouts, socketErrors] = [0, 0, 0];

  const send = (index: number, dueAt: number): Promise<void> =>
    get(clients[index % clients.length]!).then((outcome) => {
      if (outcome.error === 'timeout') timeouts += 1;
      else if (outcome.error === 'socket') socketErrors += 1;
      else {
        const code = String(outcome.status);
        statusCodeStats[code] = {count: (statusCodeStats[code]?.count ?? 0) + 1};
        latencies[answered] = performance.now() - dueAt;
        answered += 1;
      }
    });

  const startedAt = performance.now();
  await new Promise<void>((resolve) => {
    let next = 0;
    const tick = () => {
      // Every request whose time has come goes out now; a late timer delays none past its due time unrecorded.
      for (let now = performance.now(); next < total && startedAt + next * intervalMs <= now; next += 1)
        pending.push(send(next, startedAt + next * intervalMs));
      if (next < total) setTimeout(tick, Math.max(0, startedAt + next * intervalMs - performance.now()));
      else resolve();
    };
    tick();
  });
  await Promise.all(pending);
  const elapsedS = (performance.now() - startedAt) / 1000;
  await Promise.all(clients.map((client) => client.close()));

  const sorted = latencies.subarray(0, answered).sort();
  const round = (ms: number) => Math.round(ms * 10) / 10;
  console.log(
    JSON.stringify({
      requests: {average: answered / elapsedS},
      latency: {p50: round(percentile(sorted, 0.5)), p99: round(percentile(sorted, 0.99))},
      errors: timeouts + socketErrors,
      timeouts,
      statusCodeStats,
    }),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
