/**
 * A page's title (null: the site's own) and description (absent: the site's). Each screen exports
 * its own as `meta()` (the route table names the screen, src/lib/routes.ts), asked at render in
 * the document's language: the words travel with the screen's chunk, and the router's wrapper
 * around the screen sets them (src/app/router.tsx), and so the painted pages.
 */
export interface RouteMeta {
  title: string | null;
  description?: string;
}
