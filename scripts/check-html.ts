/**
 * `npm run test:html`: the Nu Html Checker (`vnu-jar`, the checker behind validator.w3.org/nu) over every HTML file
 * of the build (both locales, every docs version, the not-found pages), in one JVM, errors only. Any error fails it:
 * there is no allow-list, so a message the checker reports is fixed in the markup, never filtered here. It prints
 * each distinct message with how often it occurs, on how many pages, and where it first occurs.
 *
 * Needs a build (`npm run build`) and Java (`default-jre-headless`, which `npm run test:system` installs).
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {htmlFiles} from '../postbuild/pipeline';
import {ensure, JAVA} from './system-packages';

const BUILD = path.resolve(__dirname, '../build');
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

/** One message of vnu's JSON output (`--format json`). */
interface VnuMessage {
  readonly type: string;
  readonly url?: string;
  readonly lastLine?: number;
  readonly message: string;
  readonly extract?: string;
}

/** Runs vnu once over all files and returns its messages; its JSON goes to stdout (`--stdout`). */
function validate(files: readonly string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    // A larger thread stack: vnu's schema checker recurses with the depth of the document, and the reference pages
    // nest deeply enough to overflow Java's default.
    const child = spawn(
      'java',
      ['-Xss4m', '-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...files],
      {stdio: ['ignore', 'pipe', 'inherit']},
    );
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      // vnu exits with 1 when it reports errors; its output says which.
      try {
        resolve((JSON.parse(output) as {messages: VnuMessage[]}).messages);
      } catch {
        reject(new Error(`vnu exited with ${code} without a JSON report:\n${output.slice(0, 2000)}`));
      }
    });
  });
}

/** The page a message is about, relative to the build (`en/api-media.html`). */
const pageOf = (message: VnuMessage) => (message.url ? path.relative(BUILD, fileURLToPath(message.url)) : '(no file)');

function report(messages: readonly VnuMessage[]): string {
  const byText = new Map<string, VnuMessage[]>();
  for (const message of messages) byText.set(message.message, [...(byText.get(message.message) ?? []), message]);
  return [...byText]
    .sort(([, a], [, b]) => b.length - a.length)
    .map(([text, found]) => {
      const pages = new Set(found.map(pageOf));
      const first = found[0]!;
      const extract = first.extract?.replace(/\s+/g, ' ').trim();
      return [
        `${found.length} × ${text} (${pages.size} page${pages.size === 1 ? '' : 's'})`,
        `    first: ${pageOf(first)}${first.lastLine ? `:${first.lastLine}` : ''}${extract ? `  ${extract}` : ''}`,
      ].join('\n');
    })
    .join('\n');
}

async function main(): Promise<void> {
  if (!fs.existsSync(BUILD)) {
    console.error('test:html: no build/ to check; run `npm run build` first');
    process.exit(1);
  }
  ensure([JAVA]);
  const files = htmlFiles(BUILD).map((file) => path.join(BUILD, file));
  const started = performance.now();
  const messages = await validate(files);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  // With --errors-only vnu reports errors and non-document errors (a file it could not read or parse).
  if (messages.length === 0) {
    console.log(`test:html: ${files.length} HTML files, 0 errors from the Nu Html Checker (${seconds} s)`);
    return;
  }
  const pages = new Set(messages.map(pageOf)).size;
  console.error(
    `test:html: ${messages.length} errors on ${pages} of ${files.length} HTML files (${seconds} s):\n${report(messages)}`,
  );
  process.exit(1);
}

void main();
