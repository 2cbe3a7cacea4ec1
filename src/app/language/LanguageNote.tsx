import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { readText, removeItem, writeText } from '../../lib/browser/storage';
import type { Locale } from '../../lib/i18n/locales';
import {
  browserLanguage,
  LANGUAGE_KEY,
  LANGUAGE_NOTE_KEY,
  navigatorLanguages,
  unstored,
} from './language';

/**
 * The note's words, in each language: a documented exception to "every word in
 * messages/<locale>.json". The note speaks the visitor's language, not the page's, and a
 * production bundle carries only its own language's messages (each `m.*()` is folded to that one
 * string at build time), so `m.x({}, { locale })` would answer in the page's language. These few
 * sentences live here instead, in the note's own lazy chunk, which only a visitor it may speak to
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

const DISMISSED = 'dismissed';

const listeners = new Set<() => void>();

/**
 * The language the visitor chose before, or null. Any other value (corrupted, or written by an
 * older version) counts as no choice and is removed.
 */
function readChosenLanguage(): Locale | null {
  const stored = readText(LANGUAGE_KEY);
  // The table below has every language of the site.
  if (stored !== undefined && Object.hasOwn(NOTE_WORDS, stored)) return stored as Locale;
  if (stored !== undefined) removeItem(LANGUAGE_KEY);
  return unstored.chosen ?? null;
}

function isDismissed(): boolean {
  const stored = readText(LANGUAGE_NOTE_KEY);
  if (stored === DISMISSED) return true;
  if (stored !== undefined) removeItem(LANGUAGE_NOTE_KEY);
  return unstored.dismissed ?? false;
}

function dismiss(): void {
  if (!writeText(LANGUAGE_NOTE_KEY, DISMISSED)) unstored.dismissed = true;
  for (const listener of listeners) listener();
}

/**
 * The language to suggest on a page in `page`, or null: the one the visitor chose before, else
 * the browser's first the site has; never the page's own, never to a visitor who chose the
 * page's language, and never once the note was closed.
 */
function suggestedLanguage(page: Locale): Locale | null {
  if (isDismissed()) return null;
  const chosen = readChosenLanguage();
  const wanted = chosen ?? browserLanguage(navigatorLanguages());
  return wanted !== page ? wanted : null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // The note closed, or a language chosen, in another tab of the site holds here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === LANGUAGE_KEY || event.key === LANGUAGE_NOTE_KEY || event.key === null) {
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * Fixed at the bottom of the screen, over the page rather than in its flow: it appears after the
 * page has painted and must move nothing. It takes no focus; Tab reaches it at the end of the
 * page. Rendered only in the browser, after hydration (./LanguageSwitcher.tsx).
 */
export default function LanguageNote({
  page,
  hrefIn,
  onFollow,
}: {
  /** The page's language. */
  page: Locale;
  /** This page in another language. */
  hrefIn: (language: Locale) => string;
  /** The visitor follows the note to that language. */
  onFollow: (language: Locale) => void;
}) {
  const language = useSyncExternalStore(subscribe, () => suggestedLanguage(page));
  const note = useRef<HTMLElement>(null);
  const room = useRoomBelow(note, language !== null);
  if (language === null) return null;
  const words = NOTE_WORDS[language];
  return (
    <>
      <section
        ref={note}
        aria-label={words.label}
        lang={language}
        className="fixed inset-x-2 bottom-2 z-40 mx-auto max-w-md rounded-lg border-2 border-primary-700 bg-white p-3 text-sm text-slate-800 shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4"
      >
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <p className="flex-1 basis-48">
            {words.text}{' '}
            <a
              href={hrefIn(language)}
              hrefLang={language}
              className="font-semibold text-primary-800 underline hover:text-primary-950"
              onClick={() => {
                onFollow(language);
              }}
            >
              {words.link}
            </a>
          </p>
          <button
            type="button"
            className="min-h-11 rounded-md border-2 border-primary-700 px-3 font-semibold text-primary-900 hover:bg-primary-100"
            onClick={dismiss}
          >
            {words.close}
          </button>
        </div>
      </section>
      {/* Room below the page's end as tall as the note: scrolled to the end, the footer's links
        sit above it, never under it (a link focused there stays visible, WCAG 2.4.11). Placed
        out of the flow, it moves nothing on the page. */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-full"
        style={{ height: room }}
      />
    </>
  );
}

/**
 * The note's height and its distance from the screen's bottom, followed as the note wraps (a
 * narrower window, larger text); 0 before the first measure. While the note shows, the page's
 * scroll padding keeps the keyboard's focus above it.
 */
function useRoomBelow(note: React.RefObject<HTMLElement | null>, shown: boolean): number {
  const [room, setRoom] = useState(0);
  useLayoutEffect(() => {
    const element = note.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const measure = () => {
      const height = Math.ceil(window.innerHeight - element.getBoundingClientRect().top);
      setRoom(height);
      // A link focused by the keyboard is scrolled into view above the note, not under it.
      root.style.scrollPaddingBottom = `${height}px`;
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('scroll-padding-bottom');
    };
  }, [note, shown]);
  return room;
}
