/**
 * What a link or a media source from a backend may point at. Content is data: a `javascript:`
 * or `data:` URL in it must never become a live link or a source.
 */

/** An absolute http(s) URL (a protocol-relative `//host/...` is read as https), or null. */
export function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const candidate = trimmed.startsWith('//') ? `https:${trimmed}` : trimmed;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export type SafeLink =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'mailto'; href: string };

/**
 * A link written by an editor: http(s) and mailto links, and paths of this site (`/negril`).
 * Anything else (`javascript:`, `data:`, `//elsewhere`, text that is not a URL) is null and
 * shown as plain text.
 */
export function safeLink(value: unknown): SafeLink | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (/^\/(?![/\\])/.test(trimmed)) return { kind: 'internal', href: trimmed };
  if (trimmed.startsWith('//')) return null;
  try {
    const url = new URL(trimmed);
    if (url.protocol === 'http:' || url.protocol === 'https:') {
      return { kind: 'external', href: url.href };
    }
    if (url.protocol === 'mailto:') return { kind: 'mailto', href: url.href };
  } catch {
    return null;
  }
  return null;
}
