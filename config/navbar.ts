import type {Navbar} from '@docusaurus/theme-common';
import {AREAS} from './areas';
import {FORUM_URL, PLATFORM_NAME} from './product';
import {REFERENCES, referenceDocId} from './references';

type NavbarItem = Navbar['items'][number];

/** A navbar link to an area: its sidebar's first doc in whichever docs version is active. */
function areaItem(key: (typeof AREAS)[number]['key']): NavbarItem {
  const area = AREAS.find((candidate) => candidate.key === key)!;
  return {type: 'docSidebar', sidebarId: area.sidebarId, label: area.label};
}

/** Labels are Korean (the default locale); English comes from i18n/en/docusaurus-theme-classic/navbar.json. */
export const navbar = {
  title: '',
  hideOnScroll: true,
  logo: {
    alt: `${PLATFORM_NAME} Developers`,
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 200,
    height: 20,
  },
  items: [
    {
      type: 'dropdown',
      label: '시작하기',
      position: 'left',
      items: [areaItem('console'), areaItem('passport-login')],
    },
    {
      type: 'dropdown',
      label: '커뮤니케이션',
      position: 'left',
      items: [areaItem('media'), areaItem('chat'), areaItem('push')],
    },
    {
      type: 'dropdown',
      label: '콘텐츠 · XR',
      position: 'left',
      items: [
        areaItem('resource'),
        areaItem('avatar'),
        areaItem('map-builder'),
        areaItem('map-studio'),
        areaItem('xr-sdk'),
      ],
    },
    {
      type: 'dropdown',
      label: 'API 레퍼런스',
      position: 'left',
      items: [...REFERENCES.map(({spec, label}) => ({type: 'doc' as const, docId: referenceDocId(spec), label}))],
    },
    {type: 'docsVersionDropdown', position: 'right'},
    {type: 'localeDropdown', position: 'right'},
    {href: FORUM_URL, label: '포럼', position: 'right'},
    {type: 'custom-myValues', position: 'right'},
    {type: 'search', position: 'right'},
  ],
} satisfies Navbar;
