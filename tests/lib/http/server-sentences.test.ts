// @vitest-environment jsdom
import { http as mockHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { toApiError, type ApiError } from '../../../src/lib/http/errors';
import { offlineMessage, plainMessage, tooManyAttempts } from '../../../src/lib/http/failureWords';
import { http } from '../../../src/lib/http/http';
import {
  failureSentence,
  serverSentence,
  serverSentences,
} from '../../../src/lib/http/serverSentences';
import { setLocale } from '../../../src/lib/i18n/runtime';
import { server } from '../../../src/mocks/node';

async function failureOf(request: Promise<unknown>): Promise<ApiError> {
  try {
    await request;
  } catch (error) {
    return toApiError(error);
  }
  throw new Error('the request did not fail');
}

function refusal(data: Record<string, unknown>, status = 400): Promise<ApiError> {
  server.use(mockHttp.post('/api/probe', () => HttpResponse.json(data, { status })));
  return failureOf(http.post('/probe', {}));
}

const waited = (retryAfterSeconds?: number): ApiError => ({
  name: 'AxiosError',
  message: 'Request failed with status code 429',
  status: 429,
  kind: 'client',
  code: null,
  detail: null,
  fieldErrors: {},
  ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
});

describe('the server’s sentences in the document’s language', () => {
  it('are left exactly as the server wrote them on an English page', () => {
    expect(serverSentence('user with this email already exists.')).toEqual({
      text: 'user with this email already exists.',
    });
    expect(serverSentence('Something only this server says.')).toEqual({
      text: 'Something only this server says.',
    });
  });

  it('are told in Spanish, French and German when the site knows them', () => {
    setLocale('es');
    expect(
      serverSentences(['This field may not be blank.', 'This password is too common.']),
    ).toEqual(['Este campo no puede estar vacío.', 'Esta contraseña es demasiado común.']);
    setLocale('fr');
    expect(
      serverSentence('This password is too short. It must contain at least 8 characters.'),
    ).toEqual({ text: 'Ce mot de passe est trop court. Il doit contenir au moins 8 caractères.' });
    setLocale('de');
    expect(serverSentence("The two password fields didn't match.")).toEqual({
      text: 'Die beiden Passwörter stimmen nicht überein.',
    });
    expect(serverSentence('Method "PATCH" not allowed.')).toEqual({
      text: 'Der Server erlaubt diese Anfrage nicht (PATCH).',
    });
  });

  it('are shown as written, marked as English, when the site does not know them', () => {
    setLocale('fr');
    expect(serverSentence('This referral code has expired.')).toEqual({
      text: 'This referral code has expired.',
      lang: 'en',
    });
  });
});

describe('failures in the document’s language', () => {
  it('name each service as each language needs', () => {
    const unreachable = { isAxiosError: true, message: 'Network Error', code: 'ERR_NETWORK' };
    setLocale('de');
    expect(plainMessage(unreachable)).toBe(
      'Wir konnten den Server nicht erreichen. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    );
    expect(plainMessage(unreachable, 'the content service')).toBe(
      'Wir konnten den Inhaltsdienst nicht erreichen. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    );
    expect(plainMessage(null, 'Instagram')).toBe(
      'Instagram hat nicht wie erwartet geantwortet. Bitte versuchen Sie es gleich noch einmal.',
    );
    setLocale('es');
    expect(plainMessage({ name: 'Error', message: 'x', status: 404 }, 'the content service')).toBe(
      'El servicio de contenidos rechazó la solicitud (error 404).',
    );
    expect(offlineMessage()).toBe(
      'No tienes conexión a internet. Revisa tu conexión e inténtalo de nuevo.',
    );
  });

  it('count the wait of a 429 with each language’s plurals', () => {
    setLocale('fr');
    expect(tooManyAttempts(waited(1))).toBe('Trop de tentatives. Réessayez dans une seconde.');
    expect(tooManyAttempts(waited(0))).toBe('Trop de tentatives. Réessayez dans une seconde.');
    expect(tooManyAttempts(waited(30), 'sign-in attempts')).toBe(
      'Trop de tentatives de connexion. Réessayez dans 30 secondes.',
    );
    expect(tooManyAttempts(waited(150))).toBe('Trop de tentatives. Réessayez dans 3 minutes.');
    expect(tooManyAttempts(waited())).toBe('Trop de tentatives. Réessayez dans un instant.');
    setLocale('de');
    expect(tooManyAttempts(waited(42), 'sign-in attempts')).toBe(
      'Zu viele Anmeldeversuche. Bitte versuchen Sie es in 42 Sekunden erneut.',
    );
  });

  it('tell a detail the site knows in the page’s language, and one it does not as written', async () => {
    setLocale('es');
    expect(
      failureSentence(
        await refusal({ detail: 'You do not have permission to perform this action.' }, 403),
      ),
    ).toEqual({ text: 'No tienes permiso para hacer esto.' });
    expect(failureSentence(await refusal({ detail: 'The guide is resting today.' }, 409))).toEqual({
      text: 'The guide is resting today.',
      lang: 'en',
    });
    // The site's own sentences are never marked.
    expect(failureSentence(await refusal({ email: ['Enter a valid email address.'] }))).toEqual({
      text: 'Corrige los campos marcados.',
    });
  });
});
