/**
 * The route table's paths, in one place, with helpers that build links; no link in the
 * site is a hand-typed string. The activation and reset paths are also the server mailer's.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  blog: {
    path: '/blog',
    getHref: (tag?: string) => (tag ? `/blog?tag=${encodeURIComponent(tag)}` : '/blog'),
  },
  blogEntry: {
    path: '/blog/:slug',
    getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}`,
  },
  press: { path: '/press', getHref: () => '/press' },
  feed: {
    path: '/feed',
    /** With a post's id, the feed opens that post in the lightbox. */
    getHref: (openPostId?: string) =>
      openPostId ? `/feed?open=${encodeURIComponent(openPostId)}` : '/feed',
  },
  negril: { path: '/negril', getHref: () => '/negril' },
  login: {
    path: '/login',
    getHref: (next?: string) =>
      next && next !== '/login' ? `/login?next=${encodeURIComponent(next)}` : '/login',
  },
  register: { path: '/register', getHref: () => '/register' },
  activate: {
    path: '/activate/:uid/:token',
    getHref: (uid: string, token: string) =>
      `/activate/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`,
  },
  passwordReset: { path: '/password/reset', getHref: () => '/password/reset' },
  passwordResetConfirm: {
    path: '/password/reset/confirm/:uid/:token',
    getHref: (uid: string, token: string) =>
      `/password/reset/confirm/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`,
  },
  account: { path: '/account', getHref: () => '/account' },
} as const;

/**
 * A `next` parameter is followed only to a path of this site: an absolute or protocol-relative
 * URL would turn the sign-in screen into an open redirect.
 */
export function safeNextPath(next: string | null | undefined, fallback: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return fallback;
  }
  return next;
}
