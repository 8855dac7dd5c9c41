import type {Footer} from '@docusaurus/theme-common';
import {REFERENCES, referencePath} from './references';
import {COMPANY_URL, FORUM_URL, PLATFORM_NAME, SOCIAL_URLS} from './product';

/** Labels are Korean (the default locale); English comes from i18n/en/docusaurus-theme-classic/footer.json. */
export const footer = {
  style: 'dark',
  logo: {
    alt: `${PLATFORM_NAME} Developers`,
    src: 'img/logo-dark.svg',
    width: 200,
    height: 20,
    href: '/',
  },
  links: [
    {
      title: '문서',
      items: [
        {label: '애플리케이션 만들기', to: '/console-create-application'},
        {label: '미디어', to: '/api-media'},
        {label: '채팅', to: '/console-chat'},
        {label: '푸시 알림', to: '/console-push-notification'},
        {label: 'XR SDK', to: '/sdk/xr-sdk'},
      ],
    },
    {
      title: 'API 레퍼런스',
      items: [...REFERENCES.map(({spec, label}) => ({label, to: referencePath(spec)}))],
    },
    {
      title: '커뮤니티',
      items: [
        {label: '개발자 포럼', href: FORUM_URL},
        {label: 'GitHub', href: SOCIAL_URLS.github},
        {label: 'YouTube', href: SOCIAL_URLS.youtube},
        {label: 'X', href: SOCIAL_URLS.x},
      ],
    },
    {
      title: '회사',
      items: [
        {label: '회사 소개', href: COMPANY_URL},
        {label: '이용약관', href: `${COMPANY_URL}/terms`},
        {label: '개인정보 처리방침', href: `${COMPANY_URL}/privacy`},
        {label: '위치기반서비스 이용약관', href: `${COMPANY_URL}/location-terms`},
      ],
    },
  ],
  copyright: `© 2026 ${PLATFORM_NAME} Platform, Inc.`,
} satisfies Footer;
