import { createContext, useContext, useLayoutEffect } from 'react';

export const SITE_NAME = 'Negril Life';
export const SITE_DESCRIPTION =
  'Travel stories, press and photographs from Negril, Jamaica, with a members’ guide to the best of the west end.';

function setDescription(content: string) {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = content;
}

export interface PageMeta {
  title: string;
  description: string;
}

/**
 * Build time only: where a page rendered without a document records its title and description
 * (src/app/prerender.tsx provides it; in the browser there is none).
 */
export const PageMetaRecorder = createContext<((meta: PageMeta) => void) | null>(null);

function fullTitle(title: string | null): string {
  return title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · Travel & lifestyle in Negril`;
}

/**
 * Sets the document title and meta description. A layout effect, so the title is in place before
 * the layout's page-view effect reports the page (children's effects run first). Rendered at
 * build time, it records them for the page's HTML instead (scripts/prerender.ts).
 */
export function usePageMeta(title: string | null, description: string = SITE_DESCRIPTION): void {
  const record = useContext(PageMetaRecorder);
  record?.({ title: fullTitle(title), description });
  useLayoutEffect(() => {
    document.title = fullTitle(title);
    setDescription(description);
  }, [title, description]);
}
