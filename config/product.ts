/**
 * The one source of the names and example values readers see. The product specification publishes no host, ID,
 * user or credential, so every one a page shows is the site's example and comes from here: pages and openapi/
 * write them literally (Markdown and YAML are not templated), and tests hold both to this file
 * (tests/content/example-values.test.ts for openapi/, tests/e2e/example-values.spec.ts for every built page). Readers
 * find them on /console-app-information#conventions, and My values replaces them in code.
 * Every invented host is under the reserved `.example` domain (RFC 2606), the site's own included.
 */

export const PLATFORM_NAME = 'Nuri';
/** The avatar product's name, chosen here once; its console page's slug derives from it. */
export const AVATAR_PRODUCT = {name: 'Persona', slug: 'persona'} as const;

/** The site's address when the deployer sets none (SITE_URL, see README and config/site.ts). */
export const DEFAULT_SITE_URL = 'https://developers.nuri.example';
export const FORUM_URL = 'https://forum.nuri.example';
export const COMPANY_URL = 'https://www.nuri.example';
/** The company's social accounts: invented like the company, so links on its example site, not on real networks. */
export const SOCIAL_URLS = {
  github: `${COMPANY_URL}/github`,
  youtube: `${COMPANY_URL}/youtube`,
  x: `${COMPANY_URL}/x`,
} as const;

/** Where readers find the site's conventions, the values below included (the <Convention> badge links there). */
export const CONVENTIONS_PATH = '/console-app-information#conventions';

/** The services' base URLs. The reference's code samples are generated against them. */
export const EXAMPLE_API_ORIGINS = {
  media: 'https://media.nuri.example',
  chat: 'https://chat.nuri.example',
  push: 'https://push.nuri.example',
} as const;

/** The environment variable each base URL has in shell samples and server code. */
export const API_BASE_URL_VARIABLES = {
  media: 'MEDIA_API_BASE_URL',
  chat: 'CHAT_API_BASE_URL',
  push: 'PUSH_API_BASE_URL',
} as const satisfies Record<keyof typeof EXAMPLE_API_ORIGINS, string>;

/** The other hosts pages show: the platform's (passport login, resource, downloads) and the reader's own. */
export const EXAMPLE_HOSTS = {
  /** The console, where readers sign in and create applications; the specification gives no address for it. */
  console: 'https://console.nuri.example',
  passportIssuer: 'https://passport.nuri.example',
  resource: 'https://resource.nuri.example',
  /** Signed download links of resources. */
  files: 'https://files.nuri.example',
  sdkRegistry: 'https://sdk.nuri.example',
  git: 'https://git.nuri.example',
  readerApp: 'https://my-app.example',
  readerBackend: 'https://api.my-app.example',
  /** The reader's web app on their own machine (Vite's default port). */
  readerDevServer: 'http://localhost:5173',
  /** The reader's backend on their own machine: the web join's server.ts, where the dev server's proxy sends /api. */
  readerDevBackend: 'http://localhost:8787',
} as const;

/**
 * The mock servers the tutorial starts on the reader's own machine (its "run against mocks" section): Prism for
 * the three APIs and a stand-in token endpoint for the passport login.
 */
export const EXAMPLE_MOCK_ORIGINS = {
  media: 'http://localhost:4010',
  chat: 'http://localhost:4011',
  push: 'http://localhost:4012',
  passportIssuer: 'http://localhost:4013',
} as const;

/**
 * The client SDK packages pages name. The specification names no SDK, so each is the site's example under the
 * platform's npm scope, installed from the example SDK registry (EXAMPLE_HOSTS.sdkRegistry).
 */
export const EXAMPLE_SDK_PACKAGES = {
  passportWeb: '@nuri/passport-web',
  mediaWeb: '@nuri/media-web',
} as const;

export const EXAMPLE_EMAIL = 'gildong@mail.example';

/** The application and its credentials (the client secret is never shown). */
export const EXAMPLE_APPLICATION_ID = 'app_51b2d0';
export const EXAMPLE_CLIENT_ID = 'cl_8c1f2e';

/** The users; each is the passport login `sub` of that user. The first is the one samples act as. */
export const EXAMPLE_USER_IDS = ['user-1001', 'user-1002', 'user-1003', 'user-1004', 'user-1005'] as const;
export const EXAMPLE_USER_ID = EXAMPLE_USER_IDS[0];

/** IDs the services return in samples: media, chat and push (UUIDs) and the example areas' prefixed IDs. */
export const EXAMPLE_IDS = {
  mediaRoom: '7f3c9a2e-5b1d-4c8e-9f60-2d4b8e1a6c35',
  otherMediaRoom: '0b8e4d21-6a3f-4e97-b2c5-9d1f7a3e6c80',
  mediaData: '3e1d7b52-9c4a-4f0e-8a6b-51c2d9f07e48',
  groupChatRoom: '5b2f8c1e-7a4d-4e9b-b6c3-1f0d2a8e9c47',
  openChatRoom: '9d41e6a0-2c7b-4f18-a3e5-6b0c8d2f1a93',
  otherOpenChatRoom: '1f7a3c9e-4b2d-4e81-8c6f-0a9d5b3e7c24',
  /** A console notification's `request_uuid`. */
  pushNotification: '2c9d4e71-8b3a-4f65-a0d2-7e1b9c5f3a86',
  /** An app push send's `request_id` and its transactions. */
  pushSend: '6d0f2b8e-4c1a-4a97-8e35-b2d9f7c1e064',
  pushTransaction: '8f2a6c1d-3e9b-4d70-b5a4-0c7e1f9d2b63',
  otherPushTransaction: '1b7e3d9f-5a2c-4e81-96d0-4f8c2a6e0b15',
  resourceContainer: 'ctr_7f3a9c2e',
  resourceUpload: 'upl_4c1e77b0',
  avatarBaseModelUpload: 'upl_8d2a6e51',
  mapObjectUpload: 'upl_3f9c2b10',
  avatar: 'av_7Qm2kL9x',
  avatarItem: 'itm_5Rt8vN1c',
  otherAvatarItem: 'itm_9Hs2eW4k',
  map: 'map_2Lk9sD3f',
} as const;

/** The bearer token in the reference's code samples: a placeholder for the token the reader's backend obtained. */
export const EXAMPLE_ACCESS_TOKEN = 'ACCESS_TOKEN';

/** A JWT as samples show it: base64url JSON header and payload, and a signature that says what it is. */
function jwt(header: object, payload: object): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${part(header)}.${part(payload)}.${btoa('signature')}`;
}

const PASSPORT_HEADER = {alg: 'RS256', kid: '2026-01'};

/** Tokens in samples. Where a whole token would only distract, pages shorten it to `shortened`. */
export const EXAMPLE_TOKENS = {
  shortened: 'eyJhbGciOi...',
  /** A passport login access token of the first user. */
  accessToken: jwt(PASSPORT_HEADER, {sub: EXAMPLE_USER_ID}),
  /** A passport login ID token, as the nonce check reads it. */
  idToken: jwt(PASSPORT_HEADER, {nonce: 'n-0S6_WzA2Mj'}),
  /** Media join tokens of the example room: its creator's and the second user's. */
  creatorJoinToken: jwt({alg: 'HS256'}, {room: EXAMPLE_IDS.mediaRoom, sub: EXAMPLE_USER_IDS[0]}),
  attendeeJoinToken: jwt({alg: 'HS256'}, {room: EXAMPLE_IDS.mediaRoom, sub: EXAMPLE_USER_IDS[1]}),
} as const;

/** The reader's push setup: an Android app's FCM token and server key, and the iOS app's APNs identifiers. */
export const EXAMPLE_PUSH = {
  fcmToken:
    'fGx3Rk7TQe6vN2bWm1YcZp:APA91bHq8sV0nR4tK2yL6wE9xJ3uC7iO1aD5fG8hM0pQ2rS4tU6vW8xY0zA2bC4dE6fG8hJ0kL2mN4oP6qR8sT0uV2wX4yZ6aB8cD0eF2gH4iJ6kL8mN0oP2qZr7Hs2Kd9Vb4Nq6Wj1C',
  fcmServerKey: 'AAAAx1y2z3:APA91bF-example-server-key',
  /** The app's package name on Android and bundle ID on iOS. */
  appId: 'com.example.nuriapp',
  appleTeamId: '9ABCDE1234',
  appleKeyId: 'ABC123DEFG',
} as const;
