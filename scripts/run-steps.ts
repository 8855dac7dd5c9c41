/**
 * Runs npm scripts one after another, as `npm test` does with its steps, stopping at the first that fails, and says
 * how long each took: one line as each step ends, and a table of them all at the end (also after a failure).
 *
 * Each step is `npm run --ignore-scripts <step>`: that skips the step's pre-script, such as the one that generates
 * the API types before a lone `npm run typecheck` or `npm run test:unit`, so a chain that generates them once in a
 * step of its own does not pay for it again. npm hands the setting down to npm commands inside the step, which
 * skip their pre- and post-scripts too.
 */
import {spawn} from 'node:child_process';

const steps = process.argv.slice(2);
if (steps.length === 0) {
  console.error('usage: tsx scripts/run-steps.ts <npm script>...');
  process.exit(2);
}

interface Done {
  step: string;
  seconds: number;
  code: number;
}

function run(step: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--ignore-scripts', step], {stdio: 'inherit'});
    // A CI runner that stops the chain stops the step too, instead of leaving it running on its own.
    const stop = (signal: NodeJS.Signals) => child.kill(signal);
    process.on('SIGINT', stop).on('SIGTERM', stop);
    child.on('close', (code, signal) => {
      process.off('SIGINT', stop).off('SIGTERM', stop);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

const seconds = (value: number) => `${value.toFixed(1)} s`;

function report(done: readonly Done[]): void {
  const width = Math.max('total'.length, ...steps.map((step) => step.length));
  const lines = done.map(
    ({step, seconds: time, code}) =>
      `  ${step.padEnd(width)}  ${seconds(time).padStart(8)}${code === 0 ? '' : `  failed (exit ${code})`}`,
  );
  const skipped = steps.slice(done.length).map((step) => `  ${step.padEnd(width)}  ${'not run'.padStart(8)}`);
  const total = done.reduce((sum, {seconds: time}) => sum + time, 0);
  console.log(
    ['', 'steps:', ...lines, ...skipped, `  ${'total'.padEnd(width)}  ${seconds(total).padStart(8)}`].join('\n'),
  );
}

async function main(): Promise<void> {
  const done: Done[] = [];
  for (const step of steps) {
    const started = performance.now();
    const code = await run(step);
    const time = (performance.now() - started) / 1000;
    done.push({step, seconds: time, code});
    console.log(`\n${code === 0 ? 'done' : 'FAILED'}: ${step} in ${seconds(time)}`);
    if (code !== 0) {
      report(done);
      process.exit(code);
    }
  }
  report(done);
}

void main();
