/** Names used across the site. The avatar product's name is chosen here once; its console page's slug derives from it. */
export const PLATFORM_NAME = 'Nuri';
export const AVATAR_PRODUCT = {name: 'Persona', slug: 'persona'} as const;
export const FORUM_URL = 'https://forum.nuri-platform.com';
export const COMPANY_URL = 'https://www.nuri-platform.com';
