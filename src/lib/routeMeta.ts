/**
 * A page's title (null: the site's own) and description (absent: the site's). Each screen exports
 * its own as `meta()` (the route table names the screen, src/lib/routes.ts), asked at render in
 * the document's language: the words travel with the screen's chunk, and the router hands them to
 * the layout (src/app/router.tsx), which sets them, and so the painted pages.
 */
export interface RouteMeta {
  title: string | null;
  description?: string;
}
