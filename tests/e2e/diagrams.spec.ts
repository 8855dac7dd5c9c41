import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {allDocs, readDocs} from '../support/docs';
import {BUILD} from '../support/site';
import {axeViolations, diagramProblems, expect, expectDiagrams, gotoHydrated, test} from './support';

/** The Mermaid sources of a doc's body, as its fences hold them. */
const mermaidSources = (body: string) => [...body.matchAll(/^```mermaid\n([\s\S]*?)\n```$/gm)].map(([, code]) => code!);

/** Every current page with a Mermaid diagram, by route, with its number of diagrams. */
const pagesWithDiagrams = readDocs('docs')
  .map((doc) => ({route: String(doc.frontMatter.slug), count: mermaidSources(doc.body).length}))
  .filter(({count}) => count > 0);

const CASES = [
  {locale: 'ko', prefix: '', mode: 'dark'},
  {locale: 'en', prefix: '/en', mode: 'light'},
] as const;

async function expectShown(page: Page, count: number, mode: 'light' | 'dark'): Promise<void> {
  expect(await diagramProblems(page, count, mode)).toEqual([]);
}

/**
 * With JavaScript, in a colour mode: a sample of the pages (every fourth, the locales taking turns), since the mode's
 * drawing is picked by one style sheet on every page. Every diagram of every page is checked without JavaScript, in
 * light mode, by the site-wide pass of no-javascript.spec.
 */
for (const [index, {route, count}] of pagesWithDiagrams.entries()) {
  if (index % 4 !== 0) continue;
  const {locale, prefix, mode} = CASES[(index / 4) % CASES.length]!;
  test(`every diagram on ${route} (${locale}) is drawn in ${mode} mode once the page runs`, async ({page}) => {
    await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    await gotoHydrated(page, `${prefix}${route}`);
    await expectShown(page, count, mode);
  });
}

test('the colour mode switch shows the other drawing of each diagram', async ({page}) => {
  const {route, count} = pagesWithDiagrams.find(
    (candidate) => candidate.route === '/console-push-notification-concept',
  )!;
  await gotoHydrated(page, `/en${route}`);
  await expectShown(page, count, 'light');
  await page.locator('.navbar button[class*="toggleButton"]').first().click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expectShown(page, count, 'dark');
});

test('a client-side navigation loads the diagrams of the page it opens', async ({page}) => {
  const {route, count} = pagesWithDiagrams.find((candidate) => candidate.route === '/api-media-concept')!;
  await gotoHydrated(page, '/api-media-trouble-shooting');
  await page.evaluate(() => ((window as unknown as {samePage: boolean}).samePage = true));
  await page.locator(`main a[href="${route}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${route}$`));
  expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(true);
  for (const diagram of await page.locator('[data-diagram]').all()) await diagram.scrollIntoViewIfNeeded();
  await expectDiagrams(page, count);
  await expectShown(page, count, 'light');
});

for (const route of ['/api-media-concept', '/tutorial-video-meeting']) {
  test(`${route} downloads neither Mermaid nor its drawings as script, scrolled to the end`, async ({page}) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await gotoHydrated(page, route);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForLoadState('networkidle');
    const bodies = await Promise.all(scripts);
    expect(bodies.length).toBeGreaterThan(0);
    // `mermaidAPI` is a property of Mermaid's runtime; `aria-roledescription` is in every drawing's SVG.
    expect(bodies.filter((body) => body.includes('mermaidAPI') || body.includes('aria-roledescription'))).toEqual([]);
  });
}

/** Each drawn diagram's smallest text as drawn (CSS px), and whether its region scrolls sideways. */
function measureDiagrams(): {smallest: number; scrolls: boolean; pageOverflows: boolean}[] {
  const pageOverflows = document.documentElement.scrollWidth > document.documentElement.clientWidth;
  return Array.from(document.querySelectorAll('[data-diagram] [role="region"]'), (region) => {
    const svg = Array.from(region.querySelectorAll('svg')).find(
      (candidate) => candidate.getBoundingClientRect().width,
    )!;
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const sizes = Array.from(svg.querySelectorAll('text, tspan, foreignObject *'))
      .filter((element) => element.textContent?.trim())
      .map((element) => parseFloat(getComputedStyle(element).fontSize) * scale);
    return {smallest: Math.min(...sizes), scrolls: region.scrollWidth > region.clientWidth, pageOverflows};
  });
}

/** Each shown diagram's least legible text: its lowest contrast (WCAG's ratio) with what is drawn behind it. */
function lowestTextContrasts(): {id: string; text: string; contrast: number}[] {
  type Rgba = [number, number, number, number];
  const parse = (color: string): Rgba | undefined => {
    const channels = /^rgba?\(([^)]+)\)$/
      .exec(color)?.[1]
      ?.split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    if (!channels || channels.length < 3) return undefined;
    return [channels[0]!, channels[1]!, channels[2]!, channels[3] ?? 1];
  };
  const opacityOf = (element: Element): number => {
    let opacity = 1;
    for (let node: Element | null = element; node && node.tagName !== 'svg'; node = node.parentElement)
      opacity *= parseFloat(getComputedStyle(node).opacity);
    return opacity;
  };
  /** The fill an SVG element paints, with its alpha; undefined when it paints none. */
  const fillOf = (element: Element): Rgba | undefined => {
    const style = getComputedStyle(element);
    const fill = parse(style.fill);
    if (!fill || fill[3] === 0) return undefined;
    return [fill[0], fill[1], fill[2], fill[3] * parseFloat(style.fillOpacity) * opacityOf(element)];
  };
  /** What an element paints behind text: a shape's fill or an HTML box's background colour. */
  const paint = (element: Element): Rgba | undefined => {
    // Only shapes paint a fill; the <svg> and its groups pass their fill on to them.
    if (element instanceof SVGElement) return element instanceof SVGGeometryElement ? fillOf(element) : undefined;
    const style = getComputedStyle(element);
    const background = parse(style.backgroundColor);
    return background && background[3] > 0 ? background : undefined;
  };
  const over = (top: Rgba, below: Rgba): Rgba =>
    [0, 1, 2].map((i) => top[i]! * top[3] + below[i]! * (1 - top[3])).concat(1) as Rgba;
  const luminance = ([r, g, b]: Rgba) =>
    [r, g, b]
      .map((value) => value / 255)
      .map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4))
      .reduce((sum, value, i) => sum + value * [0.2126, 0.7152, 0.0722][i]!, 0);
  const ratio = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  };
  return Array.from(document.querySelectorAll('[data-diagram] svg'))
    .filter((svg) => svg.getBoundingClientRect().width > 0)
    .map((svg) => {
      let lowest = {id: svg.id, text: '', contrast: Infinity};
      const glyphs = Array.from(svg.querySelectorAll('text, tspan')).filter((element) =>
        Array.from(element.childNodes).some((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim()),
      );
      for (const glyph of glyphs) {
        glyph.scrollIntoView({block: 'center', inline: 'center'});
        const box = glyph.getBoundingClientRect();
        const stack = document
          .elementsFromPoint(box.x + box.width / 2, box.y + box.height / 2)
          .filter((element) => !(element instanceof SVGTextContentElement));
        const layers: Rgba[] = [];
        for (const element of stack) {
          const colour = paint(element);
          if (!colour) continue;
          layers.push(colour);
          if (colour[3] >= 0.999) break;
        }
        // A sequence diagram's step number sits on a disc drawn as a marker, which hit testing does not see.
        const disc = glyph.matches('.sequenceNumber') && svg.querySelector('[id$="-sequencenumber"] circle');
        if (disc) layers.unshift(fillOf(disc) ?? [0, 0, 0, 0]);
        const behind = layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
        const own = fillOf(glyph) ?? [0, 0, 0, 1];
        const contrast = ratio(over(own, behind), behind);
        if (contrast < lowest.contrast) lowest = {id: svg.id, text: glyph.textContent!.trim(), contrast};
      }
      return lowest;
    });
}

for (const {route, count} of pagesWithDiagrams) {
  for (const {locale, prefix} of CASES) {
    test(`every diagram on ${route} (${locale}) has text of 12 px or more at 1440 and 390 px and 4.5:1 contrast, in both modes`, async ({
      page,
    }) => {
      for (const mode of ['light', 'dark'] as const) {
        await page.setViewportSize({width: 1440, height: 900});
        await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        await gotoHydrated(page, `${prefix}${route}`);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await expectDiagrams(page, count);
        // Text over what each diagram draws behind it (a node, a note, an edge label's box, or the page).
        for (const lowest of await page.evaluate(lowestTextContrasts))
          expect(lowest.contrast, `"${lowest.text}" in ${lowest.id}`).toBeGreaterThanOrEqual(4.5);
        for (const width of [1440, 390]) {
          await page.setViewportSize({width, height: 844});
          const diagrams = await page.evaluate(measureDiagrams);
          expect(diagrams).toHaveLength(count);
          for (const [index, diagram] of diagrams.entries()) {
            expect(diagram.smallest, `diagram ${index + 1} at ${width} px in ${mode} mode`).toBeGreaterThanOrEqual(
              11.9,
            );
            expect(diagram.pageOverflows, `the page scrolls sideways at ${width} px`).toBe(false);
          }
        }
      }
    });
  }
}

test('at 390 px a wide diagram scrolls in a focusable region named by its title, without axe violations', async ({
  page,
}) => {
  await page.setViewportSize({width: 390, height: 844});
  const {route, count} = pagesWithDiagrams.find((candidate) => candidate.route === '/tutorial-video-meeting')!;
  await gotoHydrated(page, route);
  await expectDiagrams(page, count);
  const diagrams = await page.evaluate(measureDiagrams);
  const wide = diagrams.findIndex((diagram) => diagram.scrolls);
  expect(wide, 'a diagram wider than the screen at readable size').toBeGreaterThanOrEqual(0);
  const region = page.locator('[data-diagram] [role="region"]').nth(wide);
  await expect(region).toHaveAttribute('tabindex', '0');
  await expect(region).toHaveRole('region');
  await expect(region).toHaveAccessibleName('화상 회의 튜토리얼의 전체 호출 순서');
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  expect(await axeViolations(page, {include: '[data-diagram]'})).toEqual([]);
});

test('a diagram that fits its column is not a tab stop once the page runs', async ({page}) => {
  await page.setViewportSize({width: 1440, height: 900});
  await gotoHydrated(page, '/en/avatar');
  await expect(page.locator('[data-diagram] [role="region"]')).not.toHaveAttribute('tabindex');
});

/** A built page's file for a route (`/en/1.x/avatar` → build/en/1.x/avatar.html). */
const builtFile = (route: string, extension: '.html' | '.md') => path.join(BUILD, `${route}${extension}`);

test('every built page names the source of each diagram by its hash, has unique ids, and its twin has the source', () => {
  const problems: string[] = [];
  let diagrams = 0;
  for (const doc of allDocs()) {
    const sources = mermaidSources(doc.body);
    if (sources.length === 0) continue;
    const route = `${doc.tree.prefix}${String(doc.frontMatter.slug)}`;
    const html = fs.readFileSync(builtFile(route, '.html'), 'utf8');
    const hashes = [...html.matchAll(/data-diagram="?([0-9a-f]{64})/g)].map(([, hash]) => hash);
    const expected = sources.map((source) => createHash('sha256').update(source).digest('hex'));
    if (JSON.stringify(hashes) !== JSON.stringify(expected))
      problems.push(`${route}: data-diagram ${hashes.join(' ')}`);
    const ids = [...html.matchAll(/\sid="?([^"\s>]+)/g)].map(([, id]) => id!);
    const repeated = ids.filter((id, index) => ids.indexOf(id) !== index);
    if (repeated.length > 0) problems.push(`${route}: repeated ids ${[...new Set(repeated)].join(' ')}`);
    const twin = fs.readFileSync(builtFile(route, '.md'), 'utf8');
    for (const source of sources)
      if (!twin.includes(`\`\`\`mermaid\n${source}\n\`\`\``))
        problems.push(`${route}.md lacks ${source.split('\n')[0]}`);
    diagrams += sources.length;
  }
  expect(problems).toEqual([]);
  expect(diagrams, 'the docs of both locales and every kept version').toBeGreaterThan(130);
});
