import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/lib/i18n/locales';
import { setLocale } from '../../src/lib/i18n/runtime';
import type { RouteMeta } from '../../src/lib/routeMeta';
import { routeList, type RouteName, type ScreenPath } from '../../src/lib/routes';
import { screenImports } from '../../src/app/screens';

/** Each route's screen's own title and description, in the language set last. */
async function metaOf(name: RouteName): Promise<RouteMeta> {
  const route = routeList.find((each) => each.name === name);
  const load = route && screenImports[route.screen as ScreenPath];
  if (!load) throw new Error(`no screen for ${name}`);
  const { meta } = await load();
  if (!meta) throw new Error(`${route.screen} exports no meta`);
  return meta();
}

describe('each route’s title and description (its screen’s meta)', () => {
  it('in English, read as before', async () => {
    expect(await metaOf('blog')).toEqual({
      title: 'Blog',
      description: 'Stories from Negril: beaches, food, music and the people of the west end.',
    });
    expect(await metaOf('home')).toEqual({ title: null });
    expect(await metaOf('account')).toEqual({ title: 'Your account' });
  });

  it('exist for every route in every language, as in English', async () => {
    for (const route of routeList) {
      setLocale('en');
      const english = await metaOf(route.name);
      for (const locale of LOCALES) {
        setLocale(locale);
        const meta = await metaOf(route.name);
        expect(meta.title === null, `${locale} ${route.name}`).toBe(english.title === null);
        expect(meta.description === undefined, `${locale} ${route.name}`).toBe(
          english.description === undefined,
        );
        if (meta.title !== null) expect(meta.title.trim()).not.toBe('');
      }
    }
  });

  it('follow the language asked for last, not the first one asked', async () => {
    setLocale('es');
    expect((await metaOf('notFound')).title).toBe('Página no encontrada');
    setLocale('de');
    expect(await metaOf('privacy')).toEqual({
      title: 'Datenschutz',
      description:
        'Was Negril Life in Ihrem Browser speichert, was es wohin sendet, und Ihre Entscheidung zur Webanalyse.',
    });
  });
});
