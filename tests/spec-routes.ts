/**
 * The routes of the product specification's section 2, copied by hand from the spec so that
 * the tests check the site against the spec rather than against the site's own config.
 */
export const SIDEBAR_ROUTES = [
  'api-media', 'api-media-api-reference', 'api-media-concept', 'api-media-trouble-shooting', 'media-management',
  'media-sdk', 'media-sdk-web', 'media-settings',
  'api-resource', 'api-resource-concept', 'api-resource-container', 'api-resource-resource', 'api-resource-rest-api',
  'api-resource-tus-upload',
  'avatar', 'avatar-apply', 'avatar-build-item', 'avatar-create-item', 'avatar-getting-started', 'avatar-modeling',
  'avatar-upload-item',
  'console-app-authentication', 'console-app-information', 'console-create-application',
  'console-chat', 'console-chat-getting-started', 'console-chat-group-chat', 'console-chat-open-chat',
  'console-push-api-reference', 'console-push-notification', 'console-push-notification-app-push-notification',
  'console-push-notification-concept', 'console-push-notification-presets', 'console-push-troubleshooting',
  'map-builder', 'map-builder-concept', 'map-builder-presets',
  'map-studio', 'map-studio-getting-started', 'map-studio-how-to-use', 'map-studio-introduction',
  'map-studio-release-note',
  'passport-login', 'passport-login-api-reference', 'passport-login-concept', 'passport-login-function',
  'passport-login-javascript', 'passport-login-presets', 'passport-login-sdk', 'passport-login-sdk-application',
  'passport-login-sdk-web', 'passport-login-troubleshooting',
  'restAPI/chat-rest-api', 'restAPI/media-rest-api', 'restAPI/push-notification-rest-api',
  'sdk/xr-sdk', 'xr-sdk/sdk-3d-object', 'sdk-authentication', 'sdk-navigation', 'sdk-poi', 'sdk-prerequisites',
  'sdk-releaseNote', 'sdk-scene-manager', 'sdk-unity-scene',
] as const;

/** Pages the spec shows without the docs sidebar (the avatar console page carries the product's name). */
export const SIDEBARLESS_ROUTES = ['chat-server-api', 'sdk-overview', 'console-avatar-persona'] as const;

export const ALL_DOC_ROUTES = [...SIDEBAR_ROUTES, ...SIDEBARLESS_ROUTES] as const;

export const LOCALES = [
  {locale: 'ko', prefix: '', label: 'KOR', htmlLang: 'ko-KR'},
  {locale: 'en', prefix: '/en', label: 'ENG', htmlLang: 'en-US'},
] as const;
