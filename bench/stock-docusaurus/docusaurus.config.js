// @ts-check
// The stock Docusaurus "classic" site (as `create-docusaurus my-site classic` generates it), used as the peer
// of `npm run bench:lighthouse`. The classic preset is spelled out as its plugins, because only those are
// installed here; no option beyond the template's is set.
import {themes as prismThemes} from 'prism-react-renderer';

/** @type {import('@docusaurus/types').Config} */
const config = {
  title: 'My Site',
  tagline: 'Dinosaurs are cool',
  favicon: 'img/favicon.svg',
  future: {v4: true},
  url: 'https://your-docusaurus-site.example.com',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  i18n: {defaultLocale: 'en', locales: ['en']},
  plugins: [
    ['@docusaurus/plugin-content-docs', {sidebarPath: './sidebars.js'}],
    ['@docusaurus/plugin-content-blog', {showReadingTime: true, onInlineTags: 'ignore', onInlineAuthors: 'ignore', onUntruncatedBlogPosts: 'ignore'}],
    '@docusaurus/plugin-content-pages',
    '@docusaurus/plugin-sitemap',
  ],
  themes: [['@docusaurus/theme-classic', {customCss: './src/css/custom.css'}]],
  themeConfig: {
    colorMode: {respectPrefersColorScheme: true},
    navbar: {
      title: 'My Site',
      logo: {alt: 'My Site Logo', src: 'img/logo.svg'},
      items: [
        {type: 'docSidebar', sidebarId: 'tutorialSidebar', position: 'left', label: 'Tutorial'},
        {to: '/blog', label: 'Blog', position: 'left'},
        {href: 'https://github.com/facebook/docusaurus', label: 'GitHub', position: 'right'},
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {title: 'Docs', items: [{label: 'Tutorial', to: '/docs/intro'}]},
        {title: 'More', items: [{label: 'Blog', to: '/blog'}, {label: 'GitHub', href: 'https://github.com/facebook/docusaurus'}]},
      ],
      copyright: `Copyright © ${new Date().getFullYear()} My Project, Inc. Built with Docusaurus.`,
    },
    prism: {theme: prismThemes.github, darkTheme: prismThemes.dracula},
  },
};

export default config;
