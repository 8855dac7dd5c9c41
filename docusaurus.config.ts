import type {Config} from '@docusaurus/types';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import type {Options as PagesOptions} from '@docusaurus/plugin-content-pages';
import type {Options as SitemapOptions} from '@docusaurus/plugin-sitemap';
import type {Options as RedirectOptions} from '@docusaurus/plugin-client-redirects';
import type {Options as ThemeOptions} from '@docusaurus/theme-classic';
import type {UserThemeConfig} from '@docusaurus/theme-common';
import remarkCjkFriendly from 'remark-cjk-friendly';
import announcementBarReset from './plugins/announcement-bar-reset';
import apiReference, {remarkApiReference, type ApiReferenceOptions} from './plugins/api-reference';
import buildTimeDiagrams, {remarkBuildTimeDiagrams, type BuildTimeDiagramsOptions} from './plugins/build-time-diagrams';
import codeImport, {remarkCodeImport, type CodeImportOptions} from './plugins/code-import';
import convention, {type ConventionOptions} from './plugins/convention';
import rehypeFocusableTables from './plugins/focusable-tables';
import lazyMarkup from './plugins/lazy-markup';
import markdownTwins from './plugins/markdown-twins';
import myValues, {type MyValuesOptions} from './plugins/my-values';
import navbarDocLinks from './plugins/navbar-doc-links';
import noJavaScript from './plugins/no-javascript';
import pageFacts, {remarkPageFacts} from './plugins/page-facts';
import robotsTxt from './plugins/robots-txt';
import postbuildFacts, {type PostbuildFactsOptions} from './plugins/postbuild-facts';
import searchPlugin, {type SearchOptions} from './plugins/search';
import shortTasks from './plugins/short-tasks';
import startAfterPaint, {ssrTemplate} from './plugins/start-after-paint';
import storageFallback from './plugins/storage-fallback';
import themeClassicLazyPrism, {lazyPrismCodeBlock} from './plugins/theme-classic-lazy-prism';
import translationStatus, {remarkTranslationStatus} from './plugins/translation-status';
import {announcementBar} from './config/announcement';
import {API_REFERENCE} from './config/apiReference';
import {POST_BUILD_AREAS} from './config/areas';
import {diagramThemes} from './config/diagrams';
import {footer} from './config/footer';
import {DEFAULT_LOCALE, SITE_LOCALES} from './config/locales';
import {MY_VALUES} from './config/myValues';
import {navbar} from './config/navbar';
import {CONVENTIONS_PATH, PLATFORM_NAME} from './config/product';
import {siteUrl} from './config/site';
import {codeThemes} from './config/prism';
import {SYNONYMS} from './config/synonyms';
import {DOCS_VERSIONS} from './config/versions';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './scripts/chromium';

// Docusaurus builds each locale in turn and sets this before loading the config.
const locale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? 'ko';

// The site's data the plugins take as options (each plugin validates its own); a remark plugin and its theme or
// plugin share one object.
const apiReferenceOptions = API_REFERENCE satisfies ApiReferenceOptions;
const codeImportOptions = {examplesDir: 'examples'} satisfies CodeImportOptions;
// Mermaid diagrams drawn in Debian's Chromium at build time, cached by content hash across builds and locales.
const diagramsOptions = {
  chromium: {executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS},
  cacheDir: 'node_modules/.cache/build-time-diagrams',
  mermaid: diagramThemes,
  minTextPx: 12,
} satisfies BuildTimeDiagramsOptions;

export default {
  title: `${PLATFORM_NAME} Developers`,
  tagline: '미디어, 채팅, 푸시부터 아바타와 XR까지, 서비스 연동에 필요한 모든 문서',
  favicon: 'img/favicon.svg',
  // SITE_URL for deployers; the default is under the reserved example domain.
  url: siteUrl(),
  baseUrl: '/',
  trailingSlash: false,
  ssrTemplate: ssrTemplate(),
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'warn', onBrokenMarkdownImages: 'throw'},
  },
  // Docusaurus Faster (Rspack, SWC, Lightning CSS, SSG worker threads); Rspack's persistent cache for the dev server
  // only: a production build starts cold (CI, bench:scale), where writing it costs ~1 GB of peak memory at ×10 docs.
  future: {v4: true, faster: {rspackPersistentCache: process.env.NODE_ENV !== 'production'}},
  // The spec fixes the storage keys ('theme', the announcement and docs-version keys): no site namespace.
  storage: {type: 'localStorage', namespace: false},
  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: SITE_LOCALES.map(({locale}) => locale),
    localeConfigs: Object.fromEntries(SITE_LOCALES.map(({locale, label, htmlLang}) => [locale, {label, htmlLang}])),
  },
  plugins: [
    [
      '@docusaurus/plugin-content-docs',
      {
        routeBasePath: '/',
        sidebarPath: './sidebars.ts',
        lastVersion: 'current',
        versions: DOCS_VERSIONS,
        showLastUpdateTime: false,
        // Before the default plugins, so the headings it adds get ids and reach the table of contents.
        // remarkCodeImport fills code blocks that name a file of examples/ with that file's text;
        // remarkBuildTimeDiagrams draws ```mermaid fences as SVG.
        beforeDefaultRemarkPlugins: [
          remarkApiReference(apiReferenceOptions, __dirname),
          remarkCodeImport(codeImportOptions, __dirname),
          remarkBuildTimeDiagrams(diagramsOptions, __dirname),
        ],
        // CommonMark does not close `**…**` before Hangul after punctuation (`**로그인(OAuth)**으로`).
        // remarkPageFacts puts the status line under the title of pages with `facts: example` or `mixed`.
        // remarkTranslationStatus puts the notice of a translation acknowledged as behind its Korean source.
        remarkPlugins: [remarkCjkFriendly, remarkPageFacts, [remarkTranslationStatus, {sourceLocale: DEFAULT_LOCALE}]],
        rehypePlugins: [rehypeFocusableTables],
      } satisfies DocsOptions,
    ],
    ['@docusaurus/plugin-content-pages', {} satisfies PagesOptions],
    ['@docusaurus/plugin-sitemap', {lastmod: null, changefreq: null, priority: null} satisfies SitemapOptions],
    [
      '@docusaurus/plugin-client-redirects',
      {redirects: [{from: '/chat-server-api-bff', to: '/chat-server-api'}]} satisfies RedirectOptions,
    ],
    announcementBarReset,
    // The example projects' files are inputs of the pages that show them (remarkCodeImport).
    [codeImport, codeImportOptions],
    // Stops the build on a doc without `facts` front matter; owns the example pages' status line.
    pageFacts,
    robotsTxt,
    storageFallback,
    startAfterPaint,
    // Hands each locale's docs and its areas, named as its navbar names them, to the post-build pipeline
    // (postbuild/run.ts).
    [postbuildFacts, {areas: POST_BUILD_AREAS} satisfies PostbuildFactsOptions],
  ],
  themes: [
    [themeClassicLazyPrism, {customCss: './src/css/custom.css'} satisfies ThemeOptions],
    lazyPrismCodeBlock,
    // @theme/ServerMarkup and @theme/useNearViewport, which the code blocks, the reference and Mermaid share.
    lazyMarkup,
    // @theme/Convention, the marker of what the specification does not fix (src/theme/MDXComponents maps it).
    [convention, {conventionsPath: CONVENTIONS_PATH} satisfies ConventionOptions],
    // A theme, after the classic one, so that its MDXComponents adds the reference's components to the classic map.
    [apiReference, apiReferenceOptions],
    // Its @theme/Diagram shows the diagrams remarkBuildTimeDiagrams drew, and it resolves their drawings' modules.
    [buildTimeDiagrams, diagramsOptions],
    // A theme, listed after the classic one, so that its @theme/SearchBar shadows the classic theme's empty one.
    [searchPlugin, {synonyms: SYNONYMS} satisfies SearchOptions],
    // After the classic theme too: its NavbarItem wraps the classic one with the My values button.
    [myValues, MY_VALUES satisfies MyValuesOptions],
    // After the classic theme too: its doc, docSidebar and version dropdown navbar items replace the classic ones.
    navbarDocLinks,
    // After the classic theme too: its DocItem/Content wraps the classic one with the Markdown twin's link.
    markdownTwins,
    // After the classic theme too: it wraps the phone menu's components, and its client modules time startup work.
    shortTasks,
    // After the classic theme too: it wraps the language menu, and gives pages the translation notice.
    translationStatus,
    // After the classic theme too: it wraps the tabs, the phone menu's button and the doc layout for readers
    // without JavaScript.
    noJavaScript,
  ],
  themeConfig: {
    colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false},
    announcementBar: announcementBar(locale),
    navbar,
    footer,
    docs: {sidebar: {autoCollapseCategories: true, hideable: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {theme: codeThemes.light, darkTheme: codeThemes.dark, additionalLanguages: ['bash', 'csharp']},
    // Open Graph / Twitter card image (source: scripts/og-image.html).
    image: 'img/og-image.png',
    metadata: [
      {name: 'theme-color', content: '#0b3d91'},
      {property: 'og:image:width', content: '1200'},
      {property: 'og:image:height', content: '630'},
      {property: 'og:image:alt', content: `${PLATFORM_NAME} Developers`},
    ],
  } satisfies UserThemeConfig,
} satisfies Config;
