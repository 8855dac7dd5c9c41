/**
 * Compares the HTML of two builds, ignoring what a pure code change may move: bundle and chunk file names
 * (content hashes) and the CSS module class names derived from file paths. Prints the pages that differ
 * and the first difference of each; exits 1 when any page differs or exists in one build only.
 *
 *   npx tsx scripts/compare-builds.ts <build-before> <build-after>
 *
 * Used to show that a restructuring commit leaves what readers get unchanged.
 */
import fs from 'node:fs';
import path from 'node:path';
import {htmlFiles} from '../postbuild/pipeline';

const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.error('usage: tsx scripts/compare-builds.ts <build-before> <build-after>');
  process.exit(2);
}

/** CSS module classes end in a hash of their file's path (`card_aBc1`), which moves with the file. */
function normaliseClasses(value: string): string {
  return value.replace(/\b([A-Za-z][A-Za-z0-9]*)_[A-Za-z0-9_-]{4}(?=[\s"]|$)/g, '$1_#');
}

/**
 * Content hashes in asset names (`main.27b3d856.js`), CSS module class suffixes, and blank lines between the
 * tags that precede the app in `<body>`: Docusaurus joins each plugin's injected tags with a newline, so a plugin that
 * injects tags adds a blank line there, which browsers ignore.
 */
function normalise(html: string): string {
  return html
    .replace(/<body[\s\S]*?<div id=__docusaurus>/, (bodyStart) => bodyStart.replace(/\n+/g, '\n'))
    .replace(/(\/assets\/(?:js|css)\/[\w~.-]*?)\.[0-9a-f]{8}\.(js|css)/g, '$1.#.$2')
    .replace(/\bclass=("[^"]*"|[^\s>]+)/g, (_match, value: string) => `class=${normaliseClasses(value)}`);
}

function firstDifference(a: string, b: string): string {
  let index = 0;
  while (index < a.length && a[index] === b[index]) index += 1;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, index - 60), index + 60));
  return `at ${index}:\n    before ${around(a)}\n    after  ${around(b)}`;
}

const beforeFiles = new Set(htmlFiles(before));
const afterFiles = new Set(htmlFiles(after));
const problems: string[] = [];
for (const file of beforeFiles) if (!afterFiles.has(file)) problems.push(`${file}: only in ${before}`);
for (const file of afterFiles) if (!beforeFiles.has(file)) problems.push(`${file}: only in ${after}`);
let same = 0;
for (const file of [...beforeFiles].filter((name) => afterFiles.has(name))) {
  const a = normalise(fs.readFileSync(path.join(before, file), 'utf8'));
  const b = normalise(fs.readFileSync(path.join(after, file), 'utf8'));
  if (a === b) same += 1;
  else problems.push(`${file}: differs ${firstDifference(a, b)}`);
}
console.log(`${same} of ${afterFiles.size} pages identical apart from asset hashes`);
for (const problem of problems.slice(0, 40)) console.log(problem);
if (problems.length > 40) console.log(`... ${problems.length - 40} more`);
process.exit(problems.length === 0 ? 0 : 1);
