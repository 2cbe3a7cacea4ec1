/**
 * Each route's title and description in the document's language, from the messages (a route of
 * the table, src/lib/routes.ts, has one entry here). The layout, and so the painted pages, ask
 * here at render, never at a module's top level (the painter renders every language in one
 * process). A screen that sets its route's own meta asks here too
 * (`usePageMeta(routeMeta('blog'))`).
 */
import { m } from '../paraglide/messages.js';
import type { RouteName } from './routes.ts';

/** A route's title (null: the site's own) and description (absent: the site's). */
export interface RouteMeta {
  title: string | null;
  description?: string;
}

const meta: Record<RouteName, () => RouteMeta> = {
  home: () => ({ title: null }),
  blog: () => ({ title: m.route_blog_title(), description: m.route_blog_description() }),
  blogEntry: () => ({ title: m.route_blog_entry_title() }),
  press: () => ({ title: m.route_press_title(), description: m.route_press_description() }),
  feed: () => ({ title: m.route_feed_title(), description: m.route_feed_description() }),
  negril: () => ({ title: m.route_guide_title(), description: m.route_guide_description() }),
  login: () => ({ title: m.route_login_title(), description: m.route_login_description() }),
  register: () => ({
    title: m.route_register_title(),
    description: m.route_register_description(),
  }),
  activate: () => ({ title: m.route_activate_title() }),
  passwordReset: () => ({ title: m.route_password_reset_title() }),
  passwordResetConfirm: () => ({ title: m.route_password_reset_confirm_title() }),
  account: () => ({ title: m.route_account_title() }),
  search: () => ({ title: m.route_search_title(), description: m.route_search_description() }),
  privacy: () => ({ title: m.route_privacy_title(), description: m.route_privacy_description() }),
  notFound: () => ({ title: m.route_not_found_title() }),
};

/** The route's title and description, in the language of the document (or of the page painted). */
export function routeMeta(name: RouteName): RouteMeta {
  return meta[name]();
}
