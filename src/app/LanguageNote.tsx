import type { Locale } from '../lib/i18n/locales';
import { dismissNote } from './language';

/**
 * The note's words, in each language: a documented exception to "every word in
 * messages/<locale>.json". The note speaks the visitor's language, not the page's, and a
 * production bundle carries only its own language's messages (each `m.*()` is folded to that one
 * string at build time), so `m.x({}, { locale })` would answer in the page's language. These few
 * sentences live here instead, in the note's own lazy chunk, which only a visitor it speaks to
 * fetches.
 */
const NOTE_WORDS: Record<Locale, { label: string; text: string; link: string; close: string }> = {
  en: {
    label: 'Language suggestion',
    text: 'This page is also in English.',
    link: 'Read it in English',
    close: 'Close',
  },
  es: {
    label: 'Sugerencia de idioma',
    text: 'Esta página también está en español.',
    link: 'Leerla en español',
    close: 'Cerrar',
  },
  fr: {
    label: 'Suggestion de langue',
    text: 'Cette page existe aussi en français.',
    link: 'La lire en français',
    close: 'Fermer',
  },
  de: {
    label: 'Sprachhinweis',
    text: 'Diese Seite gibt es auch auf Deutsch.',
    link: 'Auf Deutsch lesen',
    close: 'Schließen',
  },
};

/**
 * Fixed at the bottom of the screen, over the page rather than in its flow: it appears after the
 * page has painted and must move nothing. It takes no focus; Tab reaches it at the end of the
 * page.
 */
export default function LanguageNote({
  language,
  href,
  onFollow,
}: {
  /** The language it suggests, and speaks. */
  language: Locale;
  /** This page in that language. */
  href: string;
  onFollow: () => void;
}) {
  const words = NOTE_WORDS[language];
  return (
    <section
      aria-label={words.label}
      lang={language}
      className="fixed inset-x-2 bottom-2 z-40 mx-auto max-w-md rounded-lg border-2 border-primary-700 bg-white p-3 text-sm text-slate-800 shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <p className="flex-1 basis-48">
          {words.text}{' '}
          <a
            href={href}
            hrefLang={language}
            className="font-semibold text-primary-800 underline hover:text-primary-950"
            onClick={onFollow}
          >
            {words.link}
          </a>
        </p>
        <button
          type="button"
          className="min-h-11 rounded-md border-2 border-primary-700 px-3 font-semibold text-primary-900 hover:bg-primary-100"
          onClick={dismissNote}
        >
          {words.close}
        </button>
      </div>
    </section>
  );
}
