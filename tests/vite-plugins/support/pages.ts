import { writePage, type PageParts } from '../../../vite-plugins/painted/page-writer';

/** index.html as the build writes it: Vite puts the entry, its preloads and the CSS in <head>. */
export const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Travel stories, press and photographs from Negril, Jamaica."
    />
    <title>Negril Life · Travel &amp; lifestyle in Negril</title>
    <script type="module" crossorigin src="/assets/index-D4xk2.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2k9q.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C9q1w.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>Negril Life needs JavaScript to show its stories and guide.</noscript>
  </body>
</html>
`;

/**
 * A page the build writes, parsed as the browser parses it (its scripts are not run). A parsed
 * document has no window, which jest-dom's element matchers need: attributes are read directly.
 */
export const PLAIN: PageParts = {
  path: '/blog',
  markup: '<h1>Blog</h1><p>Stories</p>',
  data: {},
  title: 'Blog · Negril Life',
  description: 'Stories from Negril.',
  complete: false,
  preloads: [],
};

export function buildPage(page: Partial<PageParts> = {}) {
  return new DOMParser().parseFromString(writePage(template, { ...PLAIN, ...page }), 'text/html');
}
