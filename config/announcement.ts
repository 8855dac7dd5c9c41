import type {ThemeConfig} from '@docusaurus/theme-common';

type AnnouncementBarConfig = NonNullable<ThemeConfig['announcementBar']>;

/**
 * The announcement bar. Its `id` is what a reader's dismissal is remembered under:
 * change the id whenever the message changes so that everyone sees the new one.
 * Docusaurus has no translation file for the bar, so the text is picked per locale here.
 */
const MESSAGES: Record<string, string> = {
  ko: '미디어 REST API 2.x가 나왔습니다. <a href="/restAPI/media-rest-api">변경된 레퍼런스</a>를 확인하세요.',
  en: 'Media REST API 2.x is out. <a href="/en/restAPI/media-rest-api">See the updated reference</a>.',
};

export function announcementBar(locale: string): AnnouncementBarConfig {
  return {
    id: 'media-rest-2x',
    content: MESSAGES[locale] ?? MESSAGES.ko!,
    backgroundColor: '#0b3d91',
    textColor: '#ffffff',
    isCloseable: true,
  };
}
