import { createContext, useContext, useEffect, useLayoutEffect } from 'react';
import { m } from '../paraglide/messages.js';

/** The site's name, in every language. */
export const SITE_NAME = 'Negril Life';

/** The site's description in the document's language (or the page painted's). */
export function siteDescription(): string {
  return m.ui_site_description();
}

/**
 * The site's description in English (the message `ui_site_description`'s English text), for what
 * the build writes once for the whole site, in English. A page's own is `siteDescription()`.
 */
export const SITE_DESCRIPTION =
  'Travel stories, press and photographs from Negril, Jamaica, with a members’ guide to the best of the west end.';

/** A page's title (null: the site's own) and description (absent: the site's). */
export interface PageMetaInput {
  title: string | null;
  description?: string;
}

/** What a page's <head> carries. */
export interface PageMeta {
  title: string;
  description: string;
}

/**
 * Build time only: where a page rendered without a document records its title and description
 * (src/painted/render.tsx provides it; in the browser there is none). The last record wins: the
 * route's own meta is recorded by the router's wrapper around the screen, a screen's override by
 * the screen, rendered after.
 */
export const PageMetaRecorder = createContext<((meta: PageMeta) => void) | null>(null);

function fullMeta({ title, description }: PageMetaInput): PageMeta {
  return {
    title: title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · ${m.ui_site_tagline()}`,
    description: description ?? siteDescription(),
  };
}

function applyToDocument({ title, description }: PageMeta) {
  document.title = title;
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.appendChild(tag);
  }
  tag.content = description;
}

function useRecordedMeta(input: PageMetaInput): PageMeta {
  const meta = fullMeta(input);
  useContext(PageMetaRecorder)?.(meta);
  return meta;
}

/**
 * The route's title and description (its screen's `meta()`), set by the router's wrapper around
 * the screen (src/app/router.tsx). A layout effect: it runs before every passive effect, so a
 * screen's override (below) comes after it, and both come before the layout's page-view effect
 * reports the page.
 */
export function useRouteMeta(input: PageMetaInput): void {
  const { title, description } = useRecordedMeta(input);
  useLayoutEffect(() => {
    applyToDocument({ title, description });
  }, [title, description]);
}

/**
 * A screen's own title and description where they depend on what it shows (an entry, a tag),
 * over the route's. A passive effect, so it runs after the route's (a layout effect) and before
 * the layout's page view (parents' effects run after their children's).
 */
export function usePageMeta(input: PageMetaInput): void {
  const { title, description } = useRecordedMeta(input);
  useEffect(() => {
    applyToDocument({ title, description });
  }, [title, description]);
}
