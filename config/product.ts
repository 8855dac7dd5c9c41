/** Names used across the site. The avatar product's name is chosen here once; its console page's slug derives from it. */
export const PLATFORM_NAME = 'Nuri';
export const AVATAR_PRODUCT = {name: 'Persona', slug: 'persona'} as const;
export const FORUM_URL = 'https://forum.nuri-platform.com';
export const COMPANY_URL = 'https://www.nuri-platform.com';

/**
 * The services' base URLs in every example (the spec publishes no host): reserved `.example` domains, listed for
 * readers on /console-app-information#conventions. The reference's code samples are generated against them.
 */
export const EXAMPLE_API_ORIGINS = {
  media: 'https://media.nuri.example',
  chat: 'https://chat.nuri.example',
  push: 'https://push.nuri.example',
} as const;

/** The bearer token in examples: a placeholder the reader replaces with the token their server obtained. */
export const EXAMPLE_ACCESS_TOKEN = 'ACCESS_TOKEN';

/** The application and user the examples use (also on /console-app-information#conventions). */
export const EXAMPLE_APPLICATION_ID = 'app_51b2d0';
export const EXAMPLE_USER_ID = 'user-1001';
