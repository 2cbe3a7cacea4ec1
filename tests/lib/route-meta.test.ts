import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/lib/i18n/locales';
import { setLocale } from '../../src/lib/i18n/runtime';
import { routeMeta } from '../../src/lib/routeMeta';
import { routeList } from '../../src/lib/routes';

describe('each route’s title and description', () => {
  it('in English, read as before', () => {
    expect(routeMeta('blog')).toEqual({
      title: 'Blog',
      description: 'Stories from Negril: beaches, food, music and the people of the west end.',
    });
    expect(routeMeta('home')).toEqual({ title: null });
    expect(routeMeta('account')).toEqual({ title: 'Your account' });
  });

  it('exist in every language, where the table has them', () => {
    for (const locale of LOCALES) {
      setLocale(locale);
      for (const route of routeList) {
        const meta = routeMeta(route.name);
        setLocale('en');
        const english = routeMeta(route.name);
        setLocale(locale);
        expect(meta.title === null, `${locale} ${route.name}`).toBe(english.title === null);
        expect(meta.description === undefined, `${locale} ${route.name}`).toBe(
          english.description === undefined,
        );
        if (meta.title !== null) expect(meta.title.trim()).not.toBe('');
      }
    }
  });

  it('follow the language asked for last, not the first one asked', () => {
    setLocale('es');
    expect(routeMeta('notFound').title).toBe('Página no encontrada');
    setLocale('de');
    expect(routeMeta('privacy')).toEqual({
      title: 'Datenschutz',
      description:
        'Was Negril Life in Ihrem Browser speichert, was es wohin sendet, und Ihre Entscheidung zur Webanalyse.',
    });
  });
});
