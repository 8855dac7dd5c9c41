/**
 * Pages whose facts the API specification does not cover (`facts: example`), and pages that mix its facts with the
 * site's examples (`facts: mixed`), say so under their title, in both locales and every version, in their Markdown
 * twins and in llms.txt; contract pages do not.
 */
import fs from 'node:fs';
import path from 'node:path';
import {allDocs} from '../support/docs';
import {decodeEntities, expect, gotoHydrated, test} from './support';
import {BUILD, LOCALES} from '../support/site';

const LINK = {ko: '예시 규칙 보기', en: 'See the conventions'} as const;

const STATUS = {
  example: {
    ko: {
      label: '예시 문서',
      text: 'API 명세에 없는 내용을 다룹니다. 화면, 이름, 값은 예시이며 실제 제품과 다를 수 있습니다.',
      link: LINK.ko,
    },
    en: {
      label: 'Example page',
      text: 'This page covers what the API specification does not: its screens, names and values are examples and may differ from the real product.',
      link: LINK.en,
    },
  },
  mixed: {
    ko: {
      label: '명세와 예시',
      text: 'API 명세의 내용과 이 사이트의 예시를 함께 다룹니다. 예시인 부분에는 그 자리에 예시 규칙 표시가 있습니다.',
      link: LINK.ko,
    },
    en: {
      label: 'Specification and examples',
      text: "This page combines the API specification with the site's examples; each example part is marked where it stands.",
      link: LINK.en,
    },
  },
} as const;

const pages = allDocs().map((doc) => ({
  path: `${doc.tree.prefix}${String(doc.frontMatter.slug)}`,
  locale: doc.tree.locale,
  facts: doc.frontMatter.facts as 'contract' | keyof typeof STATUS,
}));

test('every built doc page shows the status line of its facts, none on contract pages, and so does its twin', () => {
  const count = (facts: string) => pages.filter((page) => page.facts === facts).length;
  expect(count('example')).toBeGreaterThan(100);
  expect(count('contract')).toBeGreaterThan(50);
  expect(count('mixed')).toBeGreaterThanOrEqual(4);
  const wrong = pages.flatMap(({path: pagePath, locale, facts}) => {
    const html = fs.readFileSync(path.join(BUILD, `${pagePath}.html`), 'utf8');
    const twin = fs.readFileSync(path.join(BUILD, `${pagePath}.md`), 'utf8');
    // Under the title, inside the article; the twin keeps it as the paragraph after the title.
    const shown = /<\/h1><\/header><p class=[^ >]+ data-page-status="([^"]*)" data-facts="?(\w+)/.exec(html);
    if (facts === 'contract') {
      return shown ||
        twin.includes(`**${STATUS.example[locale].label}**`) ||
        twin.includes(`**${STATUS.mixed[locale].label}**`)
        ? [`${pagePath}: a contract page with a status line`]
        : [];
    }
    const {label, text, link} = STATUS[facts][locale];
    const conventions = `${locale === 'en' ? '/en' : ''}/console-app-information.md#conventions`;
    const inHtml = shown?.[2] === facts && decodeEntities(shown[1]!) === `${label}: ${text}`;
    const inTwin = twin.startsWith(`# `) && twin.includes(`\n\n**${label}** ${text} [${link}](${conventions})\n`);
    const afterTitle = twin.indexOf('\n\n') === twin.indexOf(`\n\n**${label}**`);
    return inHtml && inTwin && afterTitle ? [] : [`${pagePath} (${facts}): html ${inHtml}, twin ${inTwin}`];
  });
  expect(wrong).toEqual([]);
});

for (const {locale, prefix} of LOCALES) {
  const {label, text, link} = STATUS.example[locale];
  const mixed = STATUS.mixed[locale];

  test(`${locale}: llms.txt entries of example pages carry the status line`, async ({request}) => {
    const index = await (await request.get(`${prefix}/llms.txt`)).text();
    const entry = (slug: string) => index.split('\n').find((line) => line.includes(`${prefix}${slug}.md)`)) ?? '';
    expect(entry('/passport-login')).toContain(`.md): ${label}: ${text} `);
    expect(entry('/console-create-application')).toContain(`.md): ${label}: ${text} `);
    expect(entry('/api-media')).not.toContain(label);
    expect(entry('/tutorial-video-meeting')).toContain(`.md): ${mixed.label}: ${mixed.text} `);
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
    await gotoHydrated(page, `${prefix}/media-sdk`);
    await expect(page.locator('article header + p[data-page-status]')).toHaveText(
      `${mixed.label} ${mixed.text} ${link}`,
    );
    await gotoHydrated(page, `${prefix}/api-media`);
    await expect(page.locator('[data-page-status]')).toHaveCount(0);
  });
}

test('the status line is there without JavaScript, in an older version too', async ({browser, baseURL}) => {
  const context = await browser.newContext({javaScriptEnabled: false, baseURL});
  const page = await context.newPage();
  await page.goto('/en/1.x/passport-login');
  const {label, text, link} = STATUS.example.en;
  await expect(page.locator('[data-page-status]')).toHaveText(`${label} ${text} ${link}`);
  await context.close();
});
