/**
 * Every route a visitor reaches, by its heading in English, with the pattern of the route table
 * (src/lib/routes.ts) it stands for. The guide's gate comes last: the guide is unlocked from it.
 * Walked by theme.spec.ts (every route in English, in both themes) and narrow.spec.ts (every
 * route in every language at 320 px on a phone).
 */
export const ROUTES: [name: string, path: string, heading: RegExp, pattern: string][] = [
  ['home', '/', /Sunsets, cliffs/, '/'],
  ['blog', '/blog', /^Blog$/, '/blog'],
  ['entry', '/blog/sunset-at-ricks-cafe', /Sunset at Rick/, '/blog/:slug'],
  ['press', '/press', /^Press$/, '/press'],
  ['feed', '/feed', /^Feed$/, '/feed'],
  ['search', '/search?q=negril', /Search/, '/search'],
  ['search-no-words', '/search', /Search/, '/search'],
  ['privacy', '/privacy', /Privacy/, '/privacy'],
  ['login', '/login', /^Sign in$/, '/login'],
  ['register', '/register', /^Create an account$/, '/register'],
  [
    'activate-bad-link',
    '/activate/MQ/bad-token',
    /^Activate your account$/,
    '/activate/:uid/:token',
  ],
  ['password-reset', '/password/reset', /^Reset your password$/, '/password/reset'],
  [
    'password-reset-confirm',
    '/password/reset/confirm/MQ/bad-token',
    /^Choose a new password$/,
    '/password/reset/confirm/:uid/:token',
  ],
  [
    'not-found',
    '/no-such-page-with-a-rather-long-address-that-does-not-exist',
    /^Page not found$/,
    '*',
  ],
  ['negril-gate', '/negril', /^Negril Guide$/, '/negril'],
];

/** The site's languages (src/lib/i18n/locales.ts): English at the root, the others under theirs. */
export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A site path in a language: `/blog` in French is `/fr/blog`, `/` is `/fr/`. */
export function inLanguage(path: string, language: Language): string {
  return language === 'en' ? path : `/${language}${path}`;
}
