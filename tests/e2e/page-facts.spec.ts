/**
 * Pages whose facts the API specification does not cover (`facts: example`) say so under their title, in both
 * locales and every version, in their Markdown twins and in llms.txt; contract pages do not.
 */
import fs from 'node:fs';
import path from 'node:path';
import {allDocs} from '../support/docs';
import {expect, gotoHydrated, test} from './support';
import {BUILD, LOCALES} from '../support/site';

const STATUS = {
  ko: {
    label: '예시 문서',
    text: 'API 명세에 없는 내용을 다룹니다. 화면, 이름, 값은 예시이며 실제 제품과 다를 수 있습니다.',
    link: '예시 규칙 보기',
  },
  en: {
    label: 'Example page',
    text: 'This page covers what the API specification does not: its screens, names and values are examples and may differ from the real product.',
    link: 'See the conventions',
  },
} as const;

const pages = allDocs().map((doc) => ({
  path: `${doc.tree.prefix}${String(doc.frontMatter.slug)}`,
  locale: doc.tree.locale,
  example: doc.frontMatter.facts === 'example',
}));

test('every built doc page shows the status line exactly when its facts are examples, and so does its twin', () => {
  expect(pages.filter((page) => page.example).length).toBeGreaterThan(100);
  expect(pages.filter((page) => !page.example).length).toBeGreaterThan(50);
  const wrong = pages.flatMap(({path: pagePath, locale, example}) => {
    const {label, text, link} = STATUS[locale];
    const html = fs.readFileSync(path.join(BUILD, `${pagePath}.html`), 'utf8');
    const twin = fs.readFileSync(path.join(BUILD, `${pagePath}.md`), 'utf8');
    // Under the title, inside the article; the twin keeps it as the paragraph after the title.
    const inHtml = /<\/h1><\/header><p class=[^ >]+ data-page-status=/.test(html);
    const conventions = `${locale === 'en' ? '/en' : ''}/console-app-information.md#conventions`;
    const inTwin = twin.startsWith(`# `) && twin.includes(`\n\n**${label}** ${text} [${link}](${conventions})\n`);
    const afterTitle = twin.indexOf('\n\n') === twin.indexOf(`\n\n**${label}**`);
    return inHtml === example && inTwin === example && (!example || afterTitle)
      ? []
      : [`${pagePath}: html ${inHtml}, twin ${inTwin}`];
  });
  expect(wrong).toEqual([]);
});

for (const {locale, prefix} of LOCALES) {
  const {label, text, link} = STATUS[locale];

  test(`${locale}: llms.txt entries of example pages carry the status line`, async ({request}) => {
    const index = await (await request.get(`${prefix}/llms.txt`)).text();
    const entry = (slug: string) => index.split('\n').find((line) => line.includes(`${prefix}${slug}.md)`)) ?? '';
    expect(entry('/passport-login')).toContain(`.md): ${label}: ${text} `);
    expect(entry('/console-create-application')).toContain(`.md): ${label}: ${text} `);
    expect(entry('/api-media')).not.toContain(label);
    const full = await (await request.get(`${prefix}/llms-full.txt`)).text();
    expect(full).toContain(`**${label}** ${text}`);
  });

  test(`${locale}: the status line sits under the title and links to the conventions`, async ({page}) => {
    await gotoHydrated(page, `${prefix}/avatar`);
    const status = page.locator('article .theme-doc-markdown > header + p[data-page-status]');
    await expect(status).toHaveText(`${label} ${text} ${link}`);
    await status.getByRole('link', {name: link}).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/console-app-information#conventions$`));
    await expect(page.locator('#conventions')).toBeInViewport();
    await gotoHydrated(page, `${prefix}/api-media`);
    await expect(page.locator('[data-page-status]')).toHaveCount(0);
  });
}

test('the status line is there without JavaScript, in an older version too', async ({browser, baseURL}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  await page.goto('/en/1.x/passport-login');
  await expect(page.locator('[data-page-status]')).toHaveText(`${STATUS.en.label} ${STATUS.en.text} ${STATUS.en.link}`);
  await context.close();
});
