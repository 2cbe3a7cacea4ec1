import { DEFAULT_LOCALE, type Locale } from '../../lib/i18n/locales';
import { getLocale } from '../../lib/i18n/runtime';
import { m } from '../../paraglide/messages.js';

/** What the note speaks of: a blog entry, a press article, a place of the guide. */
export type NotedText = 'entry' | 'article' | 'place';

// Functions, called when the note is shown (in the page's language at that moment).
const NOTES: Record<NotedText, () => string> = {
  entry: m.content_english_entry,
  article: m.content_english_article,
  place: m.content_english_place,
};

/**
 * "This entry is in English.", in the page's language, once for an entry (a card, a place) whose
 * text is in English on a page in another language; nothing otherwise. Content falls back only to
 * English (the content service's default locale, and the product server's own language), so
 * English is the one language it names. A plain paragraph: read in its place, never announced.
 */
export function TextLanguageNote({
  lang,
  of,
  className = 'text-xs',
}: {
  /** The language of the entry's text, as the content layer read it (undefined: the page's). */
  lang: Locale | undefined;
  of: NotedText;
  /** Size and spacing; the colour is the note's own. */
  className?: string;
}) {
  if (lang !== DEFAULT_LOCALE || getLocale() === DEFAULT_LOCALE) return null;
  return <p className={`text-slate-600 ${className}`}>{NOTES[of]()}</p>;
}
