/**
 * A jump to a reference anchor lands on its heading: at first load with a hash and on later table-of-contents
 * clicks, while the operations around the target swap their server markup for live markup and off-screen ones
 * trade their estimated height for their real one.
 */
import {loadApi, type SpecName} from '../support/api';
import {REFERENCE_SLUGS} from '../../config/references';
import {LOCALES} from '../support/site';
import {expect, gotoHydrated, settledOffset, test} from './support';

/** How far the heading's top may be from the navbar's bottom once the page has settled (CSS px). */
const TOLERANCE_PX = 8;

async function anchorsOf(spec: SpecName): Promise<string[]> {
  return (await loadApi(spec, 'en')).operations.map(({operationId}) => `operation/${operationId}`);
}

/**
 * Every anchor of the media reference, the largest, once: the even ones in Korean, the odd ones in English (the jump
 * works the same in both; what moves the heading is what lies above it). Every third anchor of the others.
 */
const CASES = [
  ...LOCALES.map(({locale, prefix}, index) => ({
    locale,
    prefix,
    spec: 'media' as const,
    every: LOCALES.length,
    from: index,
    viewport: 'desktop',
  })),
  {locale: 'ko', prefix: '', spec: 'chat' as const, every: 3, from: 0, viewport: 'mobile'},
  {locale: 'en', prefix: '/en', spec: 'push' as const, every: 3, from: 0, viewport: 'desktop'},
] as const;

for (const {locale, prefix, spec, every, from, viewport} of CASES) {
  test(`${locale}: a link to an anchor of the ${spec} reference lands on its heading (${viewport}; anchors ${from + 1}, ${from + 1 + every}, …)`, async ({
    page,
  }) => {
    test.setTimeout(240_000);
    if (viewport === 'mobile') await page.setViewportSize({width: 390, height: 844});
    const path = `${prefix}/restAPI/${REFERENCE_SLUGS[spec]}`;
    const anchors = (await anchorsOf(spec)).filter((_, index) => index % every === from);
    const offsets: string[] = [];
    for (const anchor of anchors) {
      await page.goto('about:blank');
      await gotoHydrated(page, `${path}#${anchor}`);
      const offset = await settledOffset(page, anchor);
      if (Math.abs(offset) > TOLERANCE_PX) offsets.push(`${anchor}: ${offset.toFixed(0)} px`);
    }
    expect(offsets, 'headings off the navbar bottom after loading with their hash').toEqual([]);
  });
}

for (const {locale, prefix} of LOCALES) {
  test(`${locale}: table-of-contents clicks on the media reference land on their headings`, async ({page}) => {
    test.setTimeout(120_000);
    await gotoHydrated(page, `${prefix}/restAPI/media-rest-api`);
    const anchors = await anchorsOf('media');
    const offsets: string[] = [];
    // Far down, back up, and down again: each jump crosses operations that have not been laid out yet.
    for (const anchor of [anchors.at(-1)!, anchors[1]!, anchors[Math.floor(anchors.length / 2)]!]) {
      await page.locator(`.theme-doc-toc-desktop a[href="#${anchor}"]`).click();
      const offset = await settledOffset(page, anchor);
      if (Math.abs(offset) > TOLERANCE_PX) offsets.push(`${anchor}: ${offset.toFixed(0)} px`);
    }
    expect(offsets, 'headings off the navbar bottom after a table-of-contents click').toEqual([]);
  });
}
