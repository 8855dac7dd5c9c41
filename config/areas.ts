/**
 * The documentation areas of the site: one entry per sidebar, in reading order.
 * Sidebars, the navbar, the landing page and the post-build stage all read this list, so an area is
 * added or renamed in exactly one place.
 */
import {REFERENCES, referenceDocId} from './references';

export interface Area {
  /** Folder under docs/ and the key of the area's sidebar. */
  readonly key: string;
  /** Sidebar id in sidebars.ts. */
  readonly sidebarId: string;
  /** Korean label (the default locale); English lives in i18n/en. */
  readonly label: string;
  /** Doc ids shown in the sidebar, in order; the first is the area's entry page. */
  readonly docs: readonly string[];
  /**
   * The doc the area's card on the landing page opens, when it is not the entry page; `null` for an area with
   * no card (the landing page lists the reference pages in a section of their own).
   */
  readonly landingDoc?: string | null;
}

export const AREAS = [
  {
    key: 'console',
    sidebarId: 'consoleSidebar',
    label: '콘솔',
    // The tutorial has its own place in the landing page's quick start.
    landingDoc: 'console/console-create-application',
    docs: [
      'console/tutorial-video-meeting',
      'console/console-create-application',
      'console/console-app-information',
      'console/console-app-authentication',
    ],
  },
  {
    key: 'passport-login',
    sidebarId: 'passportLoginSidebar',
    label: '패스포트 로그인',
    docs: [
      'passport-login/passport-login',
      'passport-login/passport-login-concept',
      'passport-login/passport-login-presets',
      'passport-login/passport-login-function',
      'passport-login/passport-login-sdk',
      'passport-login/passport-login-sdk-web',
      'passport-login/passport-login-sdk-application',
      'passport-login/passport-login-javascript',
      'passport-login/passport-login-api-reference',
      'passport-login/passport-login-troubleshooting',
    ],
  },
  {
    key: 'media',
    sidebarId: 'mediaSidebar',
    label: '미디어',
    docs: [
      'media/api-media',
      'media/api-media-concept',
      'media/media-sdk',
      'media/media-sdk-web',
      'media/media-management',
      'media/media-settings',
      'media/api-media-api-reference',
      'media/api-media-trouble-shooting',
    ],
  },
  {
    key: 'chat',
    sidebarId: 'chatSidebar',
    label: '채팅',
    docs: [
      'chat/console-chat',
      'chat/console-chat-getting-started',
      'chat/console-chat-group-chat',
      'chat/console-chat-open-chat',
    ],
  },
  {
    key: 'push',
    sidebarId: 'pushSidebar',
    label: '푸시 알림',
    docs: [
      'push/console-push-notification',
      'push/console-push-notification-concept',
      'push/console-push-notification-presets',
      'push/console-push-notification-app-push-notification',
      'push/console-push-api-reference',
      'push/console-push-troubleshooting',
    ],
  },
  {
    key: 'resource',
    sidebarId: 'resourceSidebar',
    label: '리소스',
    docs: [
      'resource/api-resource',
      'resource/api-resource-concept',
      'resource/api-resource-container',
      'resource/api-resource-resource',
      'resource/api-resource-tus-upload',
      'resource/api-resource-rest-api',
    ],
  },
  {
    key: 'avatar',
    sidebarId: 'avatarSidebar',
    label: '아바타',
    docs: [
      'avatar/avatar',
      'avatar/avatar-getting-started',
      'avatar/avatar-modeling',
      'avatar/avatar-create-item',
      'avatar/avatar-build-item',
      'avatar/avatar-upload-item',
      'avatar/avatar-apply',
    ],
  },
  {
    key: 'map-builder',
    sidebarId: 'mapBuilderSidebar',
    label: '맵 빌더',
    docs: ['map-builder/map-builder', 'map-builder/map-builder-concept', 'map-builder/map-builder-presets'],
  },
  {
    key: 'map-studio',
    sidebarId: 'mapStudioSidebar',
    label: '맵 스튜디오',
    docs: [
      'map-studio/map-studio',
      'map-studio/map-studio-introduction',
      'map-studio/map-studio-getting-started',
      'map-studio/map-studio-how-to-use',
      'map-studio/map-studio-release-note',
    ],
  },
  {
    key: 'xr-sdk',
    sidebarId: 'xrSdkSidebar',
    label: 'XR SDK',
    docs: [
      'xr-sdk/xr-sdk',
      'xr-sdk/sdk-prerequisites',
      'xr-sdk/sdk-authentication',
      'xr-sdk/sdk-unity-scene',
      'xr-sdk/sdk-scene-manager',
      'xr-sdk/sdk-3d-object',
      'xr-sdk/sdk-navigation',
      'xr-sdk/sdk-poi',
      'xr-sdk/sdk-releaseNote',
    ],
  },
  {
    key: 'rest-api',
    sidebarId: 'restApiSidebar',
    label: 'REST API 레퍼런스',
    landingDoc: null,
    docs: REFERENCES.map(({spec}) => referenceDocId(spec)),
  },
] as const satisfies readonly Area[];

/** Docs deliberately outside every sidebar: they render full-width without the docs sidebar. */
export const SIDEBARLESS_DOCS = [
  'chat/chat-server-api',
  'xr-sdk/sdk-overview',
  'avatar/console-avatar-persona',
] as const;

/**
 * The areas as the post-build stage names them outside the sidebars (plugins/postbuild-facts's `areas` option: search
 * results and llms.txt): each with every one of its docs, those outside every sidebar included.
 */
export const POST_BUILD_AREAS = AREAS.map(({key, sidebarId, label, docs}) => ({
  key,
  sidebarId,
  label,
  docs: [...docs, ...SIDEBARLESS_DOCS.filter((id) => id.startsWith(`${key}/`))],
}));
