// @vitest-environment jsdom
import { http as mockHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { messageOf, MalformedResponseError, toApiError } from '../../../src/lib/http/errors';
import { plainMessage, tooManyAttempts } from '../../../src/lib/http/failureWords';
import { http } from '../../../src/lib/http/http';
import { server } from '../../../src/mocks/node';

async function failureOf(request: Promise<unknown>): Promise<unknown> {
  try {
    await request;
  } catch (error) {
    return error;
  }
  throw new Error('the request did not fail');
}

/** The failure of a request the server answers with an HTML error page (Django's, say). */
async function htmlErrorPage(status: number, html: string) {
  server.use(
    mockHttp.get('/api/probe', () =>
      HttpResponse.text(html, { status, headers: { 'Content-Type': 'text/html' } }),
    ),
  );
  return toApiError(await failureOf(http.get('/probe')));
}

describe('the message rule', () => {
  it('takes the response’s data.message first', async () => {
    server.use(
      mockHttp.get('/api/probe', () =>
        HttpResponse.json({ message: 'Guide list is resting' }, { status: 503 }),
      ),
    );
    const error = await failureOf(http.get('/probe'));
    expect(messageOf(error)).toBe('Guide list is resting');
  });

  it('falls back to the error’s own message', async () => {
    server.use(
      mockHttp.get('/api/probe', () =>
        HttpResponse.json(
          { detail: 'Authentication credentials were not provided.' },
          { status: 401 },
        ),
      ),
    );
    const error = await failureOf(http.get('/probe'));
    expect(messageOf(error)).toBe('Request failed with status code 401');
  });

  it('falls back to the text of what was thrown', () => {
    expect(messageOf('plain text failure')).toBe('plain text failure');
    expect(messageOf(42)).toBe('42');
    expect(messageOf(new Error(''))).toBe('Error');
  });
});

describe('toApiError', () => {
  it('separates djoser’s field errors from its cross-field errors', async () => {
    server.use(
      mockHttp.post('/api/probe', () =>
        HttpResponse.json(
          {
            email: ['user with this email already exists.'],
            password: ['This password is too short.', 'This password is too common.'],
            non_field_errors: ["The two password fields didn't match."],
          },
          { status: 400 },
        ),
      ),
    );
    const error = toApiError(await failureOf(http.post('/probe', {})));
    expect(error).toEqual({
      name: 'AxiosError',
      message: 'Request failed with status code 400',
      status: 400,
      kind: 'client',
      code: 'ERR_BAD_REQUEST',
      detail: "The two password fields didn't match.",
      fieldErrors: {
        email: ['user with this email already exists.'],
        password: ['This password is too short.', 'This password is too common.'],
      },
    });
    expect(plainMessage(error)).toBe("The two password fields didn't match.");
  });

  it('keeps djoser’s detail and ignores simplejwt’s token bookkeeping', async () => {
    server.use(
      mockHttp.get('/api/probe', () =>
        HttpResponse.json(
          {
            detail: 'Given token not valid for any token type',
            code: 'token_not_valid',
            messages: [{ token_class: 'AccessToken', message: 'Token is invalid or expired' }],
          },
          { status: 401 },
        ),
      ),
    );
    const error = toApiError(await failureOf(http.get('/probe')));
    expect(error.detail).toBe('Given token not valid for any token type');
    expect(error.fieldErrors).toEqual({});
  });

  it('describes an HTML error page by its status', async () => {
    const error = await htmlErrorPage(500, '<h1>Server Error (500)</h1>');
    expect(error).toMatchObject({ kind: 'server', status: 500, detail: null });
    expect(plainMessage(error)).toBe(
      'The server had a problem (error 500). Please try again in a moment.',
    );
  });

  it('describes a network failure in plain words', async () => {
    server.use(mockHttp.get('/api/probe', () => HttpResponse.error()));
    const error = toApiError(await failureOf(http.get('/probe')));
    expect(error).toMatchObject({ kind: 'network', status: null, message: 'Network Error' });
    expect(plainMessage(error)).toBe(
      'We could not reach the server. Check your connection and try again.',
    );
  });

  it('describes a malformed answer', () => {
    const error = toApiError(new MalformedResponseError('the list of guides'));
    expect(error.kind).toBe('malformed');
    expect(error.message).toBe('The answer for the list of guides was not in the expected format.');
    expect(plainMessage(error)).toBe(
      'The server sent an answer we could not read. Please try again later.',
    );
  });

  it('asks to correct the fields when a 400 has only field errors', () => {
    expect(
      plainMessage({
        name: 'AxiosError',
        message: 'x',
        status: 400,
        kind: 'client',
        code: null,
        detail: null,
        fieldErrors: { email: ['Enter a valid email address.'] },
      }),
    ).toBe('Please correct the marked fields.');
  });

  it('says which service refused a request it does not explain, with its status', async () => {
    const error = await htmlErrorPage(404, '<h1>Not Found</h1>');
    expect(plainMessage(error)).toBe('The server refused the request (error 404).');
    expect(plainMessage(error, 'the content service')).toBe(
      'The content service refused the request (error 404).',
    );
    expect(plainMessage(error, 'the server', { 404: 'That guide is gone.' })).toBe(
      'That guide is gone.',
    );
  });

  it('never shows a skipped request’s internal words', () => {
    const skipped = {
      name: 'ConditionError',
      message: 'Aborted due to condition callback returning false.',
    };
    expect(toApiError(skipped).kind).toBe('cancelled');
    expect(plainMessage(skipped)).toBe('The request was cancelled.');
  });
});

describe('too many attempts (429)', () => {
  /** DRF's throttled answer, with or without its Retry-After header. */
  async function throttled(seconds: number, headers: Record<string, string> = {}) {
    server.use(
      mockHttp.post('/api/probe', () =>
        HttpResponse.json(
          { detail: `Request was throttled. Expected available in ${seconds} seconds.` },
          { status: 429, headers },
        ),
      ),
    );
    return toApiError(await failureOf(http.post('/probe', {})));
  }

  it('says how long to wait, from Retry-After', async () => {
    const error = await throttled(42, { 'Retry-After': '42' });
    expect(error).toMatchObject({ status: 429, kind: 'client', retryAfterSeconds: 42 });
    expect(plainMessage(error)).toBe('Too many attempts. Try again in 42 seconds.');
    expect(tooManyAttempts(error, 'sign-in attempts')).toBe(
      'Too many sign-in attempts. Try again in 42 seconds.',
    );
  });

  it('reads a Retry-After date, and the detail when the header is not readable', async () => {
    const inTwoMinutes = new Date(Date.now() + 150_000).toUTCString();
    expect(plainMessage(await throttled(150, { 'Retry-After': inTwoMinutes }))).toMatch(
      /^Too many attempts\. Try again in 3 minutes\.$/,
    );
    // A cross-origin server that does not expose the header: DRF's detail says it too.
    expect(plainMessage(await throttled(7))).toBe('Too many attempts. Try again in 7 seconds.');
  });

  it('says "in a moment" when nothing says how long, and overrides a screen’s words for its kind', async () => {
    server.use(mockHttp.post('/api/probe', () => HttpResponse.text('Slow down', { status: 429 })));
    const error = toApiError(await failureOf(http.post('/probe', {})));
    expect(
      plainMessage(error, 'the server', { client: 'Your account could not be created.' }),
    ).toBe('Too many attempts. Try again in a moment.');
    expect(plainMessage(error, 'the server', { 429: 'Wait a little.' })).toBe('Wait a little.');
  });
});
