import type {ThemeConfig} from '@docusaurus/theme-common';

type AnnouncementBarConfig = NonNullable<ThemeConfig['announcementBar']>;

/**
 * The announcement bar. Its `id` is what a reader's dismissal is remembered under:
 * change the id whenever the message changes so that everyone sees the new one.
 * Docusaurus has no translation file for the bar, so the text is picked per locale here.
 */
const MESSAGES: Record<string, string> = {
  ko: '새 튜토리얼: 백엔드 하나로 회의실, 채팅방, 푸시 알림을 연동합니다. <a href="/tutorial-video-meeting">화상 회의 만들기</a>',
  en: 'New tutorial: rooms, chat and push notifications from one backend. <a href="/en/tutorial-video-meeting">Build a video meeting</a>',
};

export function announcementBar(locale: string): AnnouncementBarConfig {
  return {
    id: 'tutorial-video-meeting',
    content: MESSAGES[locale] ?? MESSAGES.ko!,
    backgroundColor: '#0b3d91',
    textColor: '#ffffff',
    isCloseable: true,
  };
}
