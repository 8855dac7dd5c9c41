import {readDocs} from '../support/docs';
import {LOCALES} from '../support/site';
import {ALL_DOC_ROUTES} from '../support/spec-routes';
import {decodeEntities, escapeRegExp, expect, gotoHydrated, test} from './support';

const titles = {ko: readDocs('docs'), en: readDocs('i18n/en/docusaurus-plugin-content-docs/current')};

function titleOf(locale: 'ko' | 'en', route: string): string {
  const doc = titles[locale].find((candidate) => candidate.frontMatter.slug === `/${route}`);
  if (!doc) throw new Error(`no ${locale} doc has the slug /${route}`);
  return String(doc.frontMatter.title);
}

for (const {locale, prefix, htmlLang} of LOCALES) {
  test.describe(`every route of the specification in ${locale}`, () => {
    for (const route of ALL_DOC_ROUTES) {
      test(`${prefix}/${route} answers with its title`, async ({request}) => {
        const response = await request.get(`${prefix}/${route}`);
        expect(response.status()).toBe(200);
        const html = decodeEntities(await response.text());
        expect(html).toContain(`<html lang=${htmlLang}`);
        expect(html).toMatch(new RegExp(`<title[^>]*>${escapeRegExp(titleOf(locale, route))}`));
      });
    }
  });

  test(`the ${locale} landing page offers every service area and the three API references`, async ({page}) => {
    await gotoHydrated(page, `${prefix}/`);
    await expect(page.locator('h1')).toBeVisible();
    const links = await page.locator('main a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    for (const target of [
      '/console-create-application',
      '/passport-login',
      '/api-media',
      '/console-chat',
      '/console-push-notification',
      '/api-resource',
      '/avatar',
      '/map-builder',
      '/map-studio',
      '/sdk/xr-sdk',
      '/restAPI/media-rest-api',
      '/restAPI/chat-rest-api',
      '/restAPI/push-notification-rest-api',
    ]) {
      expect(links).toContain(`${prefix}${target}`);
    }
  });
}
