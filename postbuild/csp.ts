import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Element, Nodes, Root} from 'hast';
import {toString} from 'hast-util-to-string';
import type {PostBuildStep} from './pipeline';

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/**
 * Every <script> element of a tree, in document order. A plain walk, not a selector (hast-util-select) or a
 * unist-util-visit: it runs over every page, where those libraries' own work per node (matching a selector,
 * copying the list of ancestors for every parent entered) costs many times the test (CONTRIBUTING, "What happens
 * after the build").
 */
function scriptsOf(node: Nodes, found: Element[] = []): Element[] {
  if (node.type === 'element' && node.tagName === 'script') found.push(node);
  if ('children' in node) for (const child of node.children) scriptsOf(child, found);
  return found;
}

/** The contents of the inline scripts a browser would execute (JSON data blocks are not scripts to CSP). */
export function inlineScripts(tree: Root): string[] {
  return scriptsOf(tree)
    .filter(({properties}) => properties.src === undefined)
    .filter(({properties}) => EXECUTABLE_TYPES.has(String(properties.type ?? '').toLowerCase()))
    .map((script) => toString(script));
}

export function sha256Source(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/** The site's Content-Security-Policy: only its own origin, inline scripts allowed by hash alone. */
export function buildCsp(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // Docusaurus sets style attributes at run time; the diagrams' SVG carries <style> and style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}

/**
 * The post-build step that hashes every inline script of every page into the Content-Security-Policy nginx sends
 * (`<generatedDir>/csp.conf`, and `csp.json` for a CDN's rules), so scripts need neither 'unsafe-inline' nor
 * 'unsafe-eval'. It must come after every step that changes a page: it hashes the scripts as they are written.
 */
export function cspHashes(generatedDir: string): PostBuildStep {
  const hashes = new Set<string>();
  return {
    name: 'CSP hashes',
    page({tree}) {
      for (const script of inlineScripts(tree)) hashes.add(sha256Source(script));
    },
    finish() {
      const sorted = [...hashes].sort();
      const csp = buildCsp(sorted);
      fs.mkdirSync(generatedDir, {recursive: true});
      // A map, not `set`: nginx evaluates it for every response, even one it rejects before any rewrite phase.
      fs.writeFileSync(path.join(generatedDir, 'csp.conf'), `map $scheme $csp {\n  default "${csp}";\n}\n`);
      fs.writeFileSync(
        path.join(generatedDir, 'csp.json'),
        `${JSON.stringify({policy: csp, scriptHashes: sorted}, null, 2)}\n`,
      );
      return `${sorted.length} inline script hash(es)`;
    },
  };
}
