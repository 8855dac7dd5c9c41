/**
 * Builds both locales (`npm run build`) and fails when Docusaurus prints any warning: broken markdown links and
 * duplicate routes only warn in Docusaurus, but they must not reach readers.
 */
import {spawn} from 'node:child_process';

const child = spawn('npm', ['run', 'build'], {stdio: ['ignore', 'pipe', 'pipe'], env: process.env});
const warnings: string[] = [];

function watch(stream: NodeJS.ReadableStream, sink: NodeJS.WriteStream): void {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    sink.write(chunk);
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (/\[WARNING\]/.test(line)) warnings.push(line.trim());
  });
}

watch(child.stdout, process.stdout);
watch(child.stderr, process.stderr);

child.on('close', (code) => {
  if (code !== 0) {
    console.error(`\nbuild failed with exit code ${code}`);
    process.exit(code ?? 1);
  }
  if (warnings.length > 0) {
    console.error(
      `\nbuild printed ${warnings.length} warning(s); warnings fail the build check:\n${warnings.join('\n')}`,
    );
    process.exit(1);
  }
  console.log('\nbuild check: both locales built with no warnings');
});
