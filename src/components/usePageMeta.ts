import { useLayoutEffect } from 'react';

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

/**
 * Sets the document title and meta description. A layout effect, so the title is in place before
 * the layout's page-view effect reports the page (children's effects run first).
 */
export function usePageMeta(title: string | null, description: string = SITE_DESCRIPTION): void {
  useLayoutEffect(() => {
    document.title = title
      ? `${title} · ${SITE_NAME}`
      : `${SITE_NAME} · Travel & lifestyle in Negril`;
    setDescription(description);
  }, [title, description]);
}
