import { describe, expect, it } from 'vitest';
import { parseBlogEntries, parseBlogEntry } from '../../src/features/blog/parse';
import { parsePressEntry } from '../../src/features/press/parse';
import { parseAsset } from '../../src/lib/content/assets';
import type { RawEntry } from '../../src/lib/content/contentful';
import { siteLocaleFields } from '../../src/lib/content/localeFields';
import { pickLocalized } from '../../src/lib/content/contentLocales';
import { langAttr } from '../../src/lib/i18n/content';
import { setLocale } from '../../src/lib/i18n/runtime';

const CODES = { en: 'en-US', es: 'es-419', fr: 'fr-CA', de: 'de-DE' };

const text = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} });
const doc = (words: string) => ({
  nodeType: 'document',
  data: {},
  content: [{ nodeType: 'paragraph', data: {}, content: [text(words)] }],
});

/** An asset as the SDK resolves it for every locale. */
function asset(titles: Record<string, string>) {
  return {
    sys: { id: 'a1', type: 'Asset' },
    fields: {
      title: titles,
      file: {
        'en-US': {
          url: '//images.ctfassets.net/s/a1/h/beach.jpg',
          contentType: 'image/jpeg',
          details: { image: { width: 1600, height: 900 } },
        },
      },
    },
  };
}

describe('an answer for every locale, kept to the page’s language and English', () => {
  it('keys each field by the site’s languages, through the configured codes, linked assets too', () => {
    const fields = siteLocaleFields(
      {
        title: { 'en-US': 'Beach', 'es-419': 'Playa', 'fr-CA': 'Plage' },
        slug: { 'en-US': 'beach' },
        coverImage: { 'en-US': asset({ 'en-US': 'Sand', 'es-419': 'Arena', 'de-DE': 'Sand' }) },
        body: { 'en-US': doc('Words'), es: doc('Not the configured code') },
      },
      CODES,
      ['es', 'en'],
    );
    expect(fields.title).toEqual({ es: 'Playa', en: 'Beach' });
    expect(fields.slug).toEqual({ en: 'beach' });
    expect(fields.body).toEqual({ en: doc('Words') });
    expect(fields.coverImage).toMatchObject({
      en: { sys: { id: 'a1' }, fields: { title: { es: 'Arena', en: 'Sand' } } },
    });
  });

  it('drops a field with neither language, and keeps a value that is not a map of locales', () => {
    const fields = siteLocaleFields(
      { title: { 'de-DE': 'Strand' }, date: '2025-01-01', body: doc('One locale') },
      CODES,
      ['es', 'en'],
    );
    expect(fields).toEqual({ date: '2025-01-01', body: doc('One locale') });
  });

  it('survives links that point back at each other and nesting past any sense', () => {
    const entry: Record<string, unknown> = { sys: { id: 'e1' }, fields: {} };
    (entry.fields as Record<string, unknown>).self = { 'en-US': entry };
    let deep: unknown = 'bottom';
    for (let level = 0; level < 200; level += 1) deep = [deep];
    expect(() =>
      siteLocaleFields({ link: { 'en-US': entry }, deep: { 'en-US': deep } }, CODES, ['en']),
    ).not.toThrow();
  });
});

describe('a field in the page’s language, or English', () => {
  const read = (value: unknown) => (typeof value === 'string' && value ? value : null);

  it('takes the page’s value, else English’s, saying which', () => {
    expect(pickLocalized({ en: 'Beach', es: 'Playa' }, 'es', read)).toEqual({
      value: 'Playa',
      lang: 'es',
    });
    expect(pickLocalized({ en: 'Beach' }, 'fr', read)).toEqual({ value: 'Beach', lang: 'en' });
    // A translation that is not usable (empty, not text) falls back too.
    expect(pickLocalized({ en: 'Beach', de: '' }, 'de', read)).toEqual({
      value: 'Beach',
      lang: 'en',
    });
    expect(pickLocalized({ en: 'Beach', de: 42 }, 'de', read)?.lang).toBe('en');
  });

  it('reads a value that is not a map as the page’s, and gives null for nothing usable', () => {
    expect(pickLocalized('Playa', 'es', read)).toEqual({ value: 'Playa', lang: 'es' });
    expect(pickLocalized({ es: 5, en: null }, 'es', read)).toBeNull();
    expect(pickLocalized({ it: 'Spiaggia' }, 'es', read)).toBeNull();
    expect(pickLocalized(undefined, 'es', read)).toBeNull();
    expect(pickLocalized([], 'es', read)).toBeNull();
  });

  it('gives lang only where the text is not in the page’s language', () => {
    expect(langAttr('en', 'es')).toEqual({ lang: 'en' });
    expect(langAttr('es', 'es')).toEqual({});
    expect(langAttr(undefined, 'de')).toEqual({});
    setLocale('fr');
    expect(langAttr('en')).toEqual({ lang: 'en' });
  });
});

describe('a blog entry in a language', () => {
  const raw = {
    id: 'e1',
    fields: {
      title: { en: 'A slow day', es: 'Un día tranquilo' },
      slug: { en: 'a-slow-day' },
      date: { en: '2025-09-20T08:00-05:00' },
      excerpt: { en: 'Sunrise walks.' },
      body: { en: doc('The sand is soft.'), es: doc('La arena es suave.') },
      tags: { en: ['Beaches'] },
      coverImage: { en: { sys: { id: 'a1' }, fields: { title: { en: 'Sand' }, file: {} } } },
    },
  };

  it('takes each field in the language, marks the ones in English, and keeps the slug', () => {
    const entry = parseBlogEntry(raw, 'es');
    expect(entry).toMatchObject({
      title: 'Un día tranquilo',
      slug: 'a-slow-day',
      date: '2025-09-20T08:00-05:00',
      excerpt: 'Sunrise walks.',
      tags: ['Beaches'],
      lang: { excerpt: 'en' },
    });
    expect(JSON.stringify(entry.body)).toContain('La arena es suave.');
  });

  it('marks every field of an untranslated entry, and none on the English page', () => {
    expect(parseBlogEntry(raw, 'de').lang).toEqual({
      title: 'en',
      excerpt: 'en',
      body: 'en',
      tags: 'en',
    });
    expect(parseBlogEntry(raw, 'en').lang).toBeUndefined();
    expect(parseBlogEntry(raw, 'en').title).toBe('A slow day');
  });

  it('never throws on hostile locale maps', () => {
    const hostile: RawEntry[] = [
      { id: 'h1', fields: { title: { es: { nodeType: 'document' } }, body: { es: 'text' } } },
      { id: 'h2', fields: { title: { en: ['A'], es: null }, slug: { es: 42 }, tags: { es: 'x' } } },
      {
        id: 'h3',
        fields: {
          title: JSON.parse('{"__proto__": "x", "constructor": "y"}') as unknown,
          date: { en: {} },
        },
      },
      { id: 'h4', fields: { coverImage: { es: 'not an asset' }, excerpt: { en: 7 } } },
    ];
    const entries = parseBlogEntries(hostile, 'es');
    expect(entries.map((entry) => entry.slug).sort()).toEqual(['h1', 'h2', 'h3', 'h4']);
    for (const entry of entries) {
      expect(entry).toMatchObject({ title: '', excerpt: '', body: null, coverImage: null });
    }
  });
});

describe('a press entry and an image in a language', () => {
  it('marks an untranslated title and text as English', () => {
    const entry = parsePressEntry(
      {
        id: 'p1',
        fields: {
          title: { en: 'Best beach towns', fr: 'Les plus belles plages' },
          subtitle: { en: 'Travel + Leisure' },
          text: { en: doc('Readers praised it.') },
          url: { en: 'https://news.example/a' },
        },
      },
      'fr',
    );
    expect(entry).toMatchObject({
      title: 'Les plus belles plages',
      subtitle: 'Travel + Leisure',
      url: 'https://news.example/a',
      lang: { text: 'en' },
    });
  });

  it('gives an image’s alt text in the language, or English marked as such', () => {
    const resolved = siteLocaleFields(
      { image: { 'en-US': asset({ 'en-US': 'Sand', 'es-419': 'Arena' }) } },
      CODES,
      ['es', 'en'],
    ).image as Record<string, unknown>;
    expect(parseAsset(resolved.en, 'es')).toMatchObject({ alt: 'Arena', width: 1600 });
    expect(parseAsset(resolved.en, 'es')).not.toHaveProperty('lang');
    const english = siteLocaleFields(
      { image: { 'en-US': asset({ 'en-US': 'Sand', 'es-419': 'Arena' }) } },
      CODES,
      ['de', 'en'],
    ).image as Record<string, unknown>;
    expect(parseAsset(english.en, 'de')).toMatchObject({ alt: 'Sand', lang: 'en' });
  });
});

describe('an entry’s address in every language', () => {
  const raw = (fields: RawEntry['fields']): RawEntry => ({ id: 'entry-1', fields });

  it('is its default language’s slug, even where the space translates the slug', () => {
    const entry = raw({
      title: { en: 'Sunset at the cliffs', es: 'Atardecer en los acantilados' },
      slug: { en: 'sunset-at-the-cliffs', es: 'atardecer' },
    });
    expect(parseBlogEntry(entry, 'es').slug).toBe('sunset-at-the-cliffs');
    expect(parseBlogEntry(entry, 'es').title).toBe('Atardecer en los acantilados');
  });

  it('is made from the English title when the entry has no slug, in every language', () => {
    const entry = raw({ title: { en: 'Sunset at the cliffs', de: 'Sonnenuntergang' } });
    expect(parseBlogEntry(entry, 'de').slug).toBe('sunset-at-the-cliffs');
    expect(parseBlogEntry(entry, 'en').slug).toBe('sunset-at-the-cliffs');
  });
});
