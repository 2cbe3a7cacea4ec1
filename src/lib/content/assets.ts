import { getLocale } from '../i18n/runtime';
import type { Locale } from '../i18n/locales';
import { isRecord } from '../records';
import { httpUrl } from '../urls';
import { pickLocalized } from './contentLocales';

/*
 * What content carries besides its words, whichever backend it came from: images (their
 * reference, sized and proxied URLs, the asset parser) and the rich-text node shape.
 */

/** An image as the site shows it, whichever backend it came from. */
export interface ImageRef {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
  /** The alt text's language, only when it is not the page's (an untranslated description). */
  lang?: Locale;
}

/** Contentful's rich text, as JSON: a tree of nodes (kept as data, rendered as text). */
export interface RichTextNode {
  nodeType: string;
  value?: string;
  content?: RichTextNode[];
  data?: Record<string, unknown>;
  marks?: { type: string }[];
}

/** Contentful's Images API, which resizes and converts on request. */
const CONTENTFUL_IMAGES = /^images(\.[a-z0-9-]+)?\.ctfassets\.net$/i;

export function isResizable(url: string): boolean {
  try {
    return CONTENTFUL_IMAGES.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

export interface ImageSize {
  width: number;
  /** With a height, the image is cropped to fill the box (`fit=fill`). */
  height?: number;
  quality?: number;
}

/**
 * The URL of an image at a given size: WebP at the width shown, from Contentful's Images API.
 * Another host offers one size only, so its URL is returned as it is.
 */
export function sizedImageUrl(url: string, { width, height, quality = 70 }: ImageSize): string {
  if (!isResizable(url)) return url;
  const sized = new URL(url);
  sized.searchParams.set('w', String(Math.round(width)));
  if (height) {
    sized.searchParams.set('h', String(Math.round(height)));
    sized.searchParams.set('fit', 'fill');
  }
  sized.searchParams.set('fm', 'webp');
  sized.searchParams.set('q', String(quality));
  return sized.href;
}

/** The placeholders of a resizing image proxy's URL template (`VITE_IMAGE_PROXY_URL`). */
const PROXY_PLACEHOLDER = /\{(url|raw_url|width)\}/g;

/**
 * A picture through a resizing image proxy, at a width: the template with `{url}` (the picture's
 * URL, percent-encoded), `{raw_url}` (as it is, for a proxy that takes it at the end of its path)
 * and `{width}` filled in. Only an http(s) picture is ever put into the template: anything else
 * (a `javascript:` or `data:` URL, a relative path) gives null.
 */
export function proxiedImageUrl(template: string, url: string, width: number): string | null {
  const source = httpUrl(url);
  if (!source) return null;
  return template.replace(PROXY_PLACEHOLDER, (_, name: string) =>
    name === 'width'
      ? String(Math.round(width))
      : name === 'url'
        ? encodeURIComponent(source)
        : source,
  );
}

/** A picture through the proxy at each of the widths, narrowest first; null when it cannot be. */
export function proxiedImageSet(
  template: string,
  url: string,
  widths: readonly number[],
): { url: string; width: number }[] | null {
  const sorted = [...widths].sort((a, b) => a - b);
  const set = sorted.flatMap((width) => {
    const sized = proxiedImageUrl(template, url, width);
    return sized ? [{ url: sized, width }] : [];
  });
  return set.length > 0 ? set : null;
}

const text = (field: unknown) => (typeof field === 'string' && field.trim() ? field.trim() : null);

/**
 * Parses a Contentful asset (resolved by the SDK) into an image; a link left unresolved is null.
 * Its fields may be per language (./locales.ts): the file and the alt text are each taken in the
 * page's language, or else in English.
 */
export function parseAsset(value: unknown, locale: Locale = getLocale()): ImageRef | null {
  if (!isRecord(value) || !isRecord(value.fields)) return null;
  const { title, description } = value.fields;
  const file = pickLocalized(value.fields.file, locale, (item) =>
    isRecord(item) ? item : null,
  )?.value;
  if (!file) return null;
  if (typeof file.contentType === 'string' && !file.contentType.startsWith('image/')) return null;
  const url = httpUrl(file.url);
  if (!url) return null;
  const image = isRecord(file.details) && isRecord(file.details.image) ? file.details.image : {};
  const dimension = (size: unknown): number | null =>
    typeof size === 'number' && Number.isFinite(size) && size > 0 ? size : null;
  const alt = pickLocalized(description, locale, text) ?? pickLocalized(title, locale, text);
  return {
    url,
    alt: alt?.value ?? '',
    width: dimension(image.width),
    height: dimension(image.height),
    ...(alt && alt.lang !== locale ? { lang: alt.lang } : {}),
  };
}
