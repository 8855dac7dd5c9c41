/** What the benches share: the production server they measure against, and the median they report. */
import {spawn, type ChildProcess} from 'node:child_process';
import path from 'node:path';
import {waitForServer} from '../scripts/chromium';

const root = path.resolve(__dirname, '..');
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs');

/** Starts scripts/serve-prod.ts (nginx, precompressed files, the production headers) on the port given. */
export function startProductionServer(port: number, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, [tsx, path.join(root, 'scripts/serve-prod.ts')], {
    env: {...process.env, ...env, PORT: String(port)},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Runs `measure` against the production server on `port` and stops the server however `measure` ends. */
export async function withProductionServer<T>(port: number, measure: (origin: string) => Promise<T>): Promise<T> {
  const server = startProductionServer(port);
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(`${origin}/`);
    return await measure(origin);
  } finally {
    server.kill('SIGTERM');
  }
}

/** The median; for an even count, the mean of the two middle values. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
