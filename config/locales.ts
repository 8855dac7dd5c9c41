/**
 * The site's locales, in the language menu's order: the one list that docusaurus.config.ts, the tests and the
 * benches derive from. The default locale is served at `/`, every other one under `/<locale>/`.
 */
export const SITE_LOCALES = [
  {locale: 'ko', label: 'KOR', htmlLang: 'ko-KR', prefix: ''},
  {locale: 'en', label: 'ENG', htmlLang: 'en-US', prefix: '/en'},
] as const;

export type Locale = (typeof SITE_LOCALES)[number]['locale'];

export const DEFAULT_LOCALE: Locale = SITE_LOCALES[0].locale;
