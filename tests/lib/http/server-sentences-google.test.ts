import { afterEach, describe, expect, it } from 'vitest';
import { serverSentence } from '../../../src/lib/http/serverSentences';
import { setLocale } from '../../../src/lib/i18n/runtime';

afterEach(() => {
  setLocale('en');
});

describe('the server’s refusal of Google’s sign-in into a staff account', () => {
  const said = 'This account signs in with its password, not with Google.';

  it('is told in each language of the site', () => {
    const expected = {
      en: said,
      es: 'Esta cuenta inicia sesión con su contraseña, no con Google.',
      fr: 'Ce compte se connecte avec son mot de passe, pas avec Google.',
      de: 'Dieses Konto meldet sich mit seinem Passwort an, nicht mit Google.',
    } as const;
    for (const [locale, text] of Object.entries(expected)) {
      setLocale(locale as keyof typeof expected);
      expect(serverSentence(said), locale).toEqual({ text });
    }
  });
});
