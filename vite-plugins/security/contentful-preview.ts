/**
 * Contentful's Preview API (`preview.contentful.com`, `preview.eu.contentful.com`) answers
 * unpublished drafts, to a Preview API token. A public build must never use it: the token would
 * be public in the bundle (anyone could read every draft with it), and the build would paint the
 * drafts into public pages. A build for a private preview site is allowed when it says so
 * (`CONTENTFUL_PREVIEW=1`, read by the build only): it is then kept out of search engines (every
 * painted page `noindex`, a robots.txt that disallows everything, `X-Robots-Tag: noindex` in the
 * generated headers), which is no access control: the site must still be private at its host.
 */

type BuildEnv = Record<string, string | boolean | undefined>;

/** The variables that name a Contentful host the build (or its bundle) talks to. */
const HOST_VARIABLES = ['VITE_CONTENTFUL_HOST', 'PAINT_CONTENTFUL_HOST'] as const;

function isPreviewHost(value: string): boolean {
  return /^preview\./i.test(value.trim());
}

export interface PreviewBuild {
  /** `CONTENTFUL_PREVIEW=1`: a private preview build, kept out of search engines. */
  noindex: boolean;
  /** Why a build must stop, or null. */
  refused: string | null;
}

export function contentfulPreview(env: BuildEnv): PreviewBuild {
  const flag = env.CONTENTFUL_PREVIEW;
  const marked = flag === '1' || flag === 'true' || flag === true;
  const named = HOST_VARIABLES.find((name) => {
    const value = env[name];
    return typeof value === 'string' && isPreviewHost(value);
  });
  const refused =
    named && !marked
      ? `${named}=${String(env[named]).trim()} is Contentful's Preview API: its token would be public in the bundle, and unpublished drafts would be painted into public pages. Build public sites with the Delivery API (cdn.contentful.com, the default), or set CONTENTFUL_PREVIEW=1 for a private preview build (every page noindex), served only behind a login.`
      : null;
  return { noindex: marked, refused };
}
