import { createHash } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { derivedDigest as buildDigest } from '../../../../vite-plugins/security/guide-word';
import { config, type GuideSettings } from '../../../../src/config';
import { derivedDigest, isGuideWord } from '../../../../src/features/guide/gate/guideWord';
import { RUNTIME_CACHES } from '../../../../src/lib/browser/cacheNames';
import { server } from '../../../../src/mocks/node';
import { recordRequests, requestsTo } from '../../auth/helpers';
import { renderApp } from '../../../utils';
import { categoryNav, configWithWord, GUIDE_WORD, renderOpenGuide } from '../helpers';

const passwordField = () => screen.findByLabelText('Guide password');
const unlock = () => screen.getByRole('button', { name: 'Unlock' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the guide’s password gate', () => {
  it('opens with the right word, keeps it, and fetches the guide only then', async () => {
    const seen = recordRequests();
    const { user, store } = renderApp({ route: '/negril' });
    await user.type(await passwordField(), GUIDE_WORD);
    expect(requestsTo(seen, '/negril_guide/', 'GET')).toHaveLength(0);

    await user.click(unlock());

    await categoryNav();
    expect(screen.queryByLabelText('Guide password')).not.toBeInTheDocument();
    expect(store.getState().negril.negrilPassword).toBe(GUIDE_WORD);
    expect(localStorage.getItem('negrilPassword')).toBe(GUIDE_WORD);
    expect(requestsTo(seen, '/negril_guide/', 'GET')).toHaveLength(1);
    // Focus moves into the guide, for keyboard and screen-reader users.
    expect(screen.getByText(/places in \d+ categories/)).toHaveFocus();
  });

  it('says a wrong word is wrong, keeps it in the field, and stays locked', async () => {
    const seen = recordRequests();
    const { user, store } = renderApp({ route: '/negril' });
    const field = await passwordField();
    await user.type(field, 'one-loves');
    await user.click(unlock());

    await waitFor(() => {
      expect(field).toHaveAccessibleDescription(
        'That is not the guide password. Check it and try again.',
      );
    });
    expect(field).toHaveValue('one-loves');
    expect(field).toBeInvalid();
    expect(field).toHaveFocus();
    expect(store.getState().negril.negrilPassword).toBe('');
    expect(localStorage.getItem('negrilPassword')).toBeNull();
    expect(requestsTo(seen, '/negril_guide/', 'GET')).toHaveLength(0);

    // Corrected in place, it opens.
    await user.clear(field);
    await user.type(field, ` ${GUIDE_WORD} `);
    await user.click(unlock());
    await categoryNav();
    expect(localStorage.getItem('negrilPassword')).toBe(GUIDE_WORD);
  });

  it('asks for the word when the field is empty', async () => {
    const { user } = renderApp({ route: '/negril' });
    const field = await passwordField();
    await user.click(unlock());
    expect(field).toHaveAccessibleDescription('Enter the guide password.');
  });

  it('lets the word be shown while typing', async () => {
    const { user } = renderApp({ route: '/negril' });
    const field = await passwordField();
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('checkbox', { name: 'Show the password' }));
    expect(field).toHaveAttribute('type', 'text');
  });

  it('opens at once on a later visit when the kept word matches', async () => {
    localStorage.setItem('negrilPassword', GUIDE_WORD);
    renderApp({ route: '/negril' });
    await categoryNav();
    expect(screen.queryByRole('button', { name: 'Unlock' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Guide password')).not.toBeInTheDocument();
  });

  it('locks again when the build’s word has changed, and opens with the new one', async () => {
    localStorage.setItem('negrilPassword', GUIDE_WORD);
    const { user, store } = renderApp({
      route: '/negril',
      config: await configWithWord('soul-rebel'),
    });
    const field = await passwordField();
    expect(screen.getByRole('status')).toHaveTextContent(
      'The guide’s password has changed since your last visit. Please enter the new one.',
    );
    expect(screen.queryByRole('navigation', { name: 'Guide categories' })).not.toBeInTheDocument();

    await user.type(field, 'soul-rebel');
    await user.click(unlock());
    await categoryNav();
    expect(store.getState().negril.negrilPassword).toBe('soul-rebel');
    expect(localStorage.getItem('negrilPassword')).toBe('soul-rebel');
  });

  it.each([
    ['text that is not the word', 'x'.repeat(100_000)],
    ['broken JSON and control characters', '\u0000{"negrilPassword": '],
    ['a JSON string of the word', JSON.stringify(GUIDE_WORD)],
  ])('stays locked, and usable, when storage holds %s', async (_, stored) => {
    localStorage.setItem('negrilPassword', stored);
    const { user } = renderApp({ route: '/negril' });
    const field = await passwordField();
    expect(field).toHaveValue('');
    await user.type(field, GUIDE_WORD);
    await user.click(unlock());
    await categoryNav();
    expect(localStorage.getItem('negrilPassword')).toBe(GUIDE_WORD);
  });

  it('works when storage cannot be read or written at all', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { user, store } = renderApp({ route: '/negril' });
    await user.type(await passwordField(), GUIDE_WORD);
    await user.click(unlock());
    await categoryNav();
    expect(store.getState().negril.negrilPassword).toBe(GUIDE_WORD);
  });

  it('says what to set when the build has no word', async () => {
    renderApp({
      route: '/negril',
      config: { ...config, guide: { configured: false, problem: 'set X' } },
    });
    expect(
      await screen.findByText('The Negril guide is not configured: set X'),
    ).toBeInTheDocument();
  });
});

/** The `X-Guide-Word` header of each request for the guide's list, in order. */
function guideListWords(): (string | null)[] {
  const words: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname === '/api/negril_guide/') {
      words.push(request.headers.get('X-Guide-Word'));
    }
  });
  return words;
}

/** The contract's answer of a server whose private mode refuses the word sent. */
const refusal = () =>
  HttpResponse.json({ detail: "The guide's word is missing or wrong." }, { status: 403 });

describe('the guide’s word on the server’s calls', () => {
  it('is sent in X-Guide-Word with the list, once the gate is opened', async () => {
    const words = guideListWords();
    const { user } = renderApp({ route: '/negril' });
    await user.type(await passwordField(), ` ${GUIDE_WORD} `);
    await user.click(unlock());
    await categoryNav();
    expect(words).toEqual([GUIDE_WORD]);
  });

  it('is sent from storage on a later visit', async () => {
    const words = guideListWords();
    renderOpenGuide();
    await categoryNav();
    expect(words).toEqual([GUIDE_WORD]);
  });

  it('locks the guide again, keeping nothing, when the server refuses it', async () => {
    const removed: string[] = [];
    vi.stubGlobal('caches', {
      delete: (name: string) => {
        removed.push(name);
        return Promise.resolve(true);
      },
    });
    server.use(mockHttp.get('/api/negril_guide/', refusal, { once: true }));
    const words = guideListWords();
    const { user, store } = renderOpenGuide();

    const field = await passwordField();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Our server did not accept the guide’s password, so the guide is locked again. Please enter the password again; if it still fails, it may have changed.',
    );
    expect(field).toHaveFocus();
    expect(field).toHaveValue('');
    expect(screen.queryByRole('navigation', { name: 'Guide categories' })).not.toBeInTheDocument();
    expect(screen.queryByText('The guide could not be loaded.')).not.toBeInTheDocument();
    expect(store.getState().negril).toMatchObject({
      negrilPassword: '',
      negrilGuides: [],
      currentCard: null,
      loadFailure: null,
      isError: false,
    });
    await waitFor(() => {
      expect(localStorage.getItem('negrilPassword')).toBeNull();
    });
    // The list the offline worker kept goes with the word.
    await waitFor(() => {
      expect(removed).toEqual([RUNTIME_CACHES.guideList]);
    });

    // Asked again, it opens, and the message is gone.
    await user.type(field, GUIDE_WORD);
    await user.click(unlock());
    await categoryNav();
    expect(screen.queryByText(/did not accept/)).not.toBeInTheDocument();
    expect(words).toEqual([GUIDE_WORD, GUIDE_WORD]);
    expect(localStorage.getItem('negrilPassword')).toBe(GUIDE_WORD);
  });

  it('keeps the guide open, and says the list failed, for another refusal', async () => {
    server.use(
      mockHttp.get('/api/negril_guide/', () =>
        HttpResponse.json(
          { detail: 'You do not have permission to perform this action.' },
          { status: 403 },
        ),
      ),
    );
    const { store } = renderOpenGuide();
    expect(await screen.findByText('The guide could not be loaded.')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to perform this action.')).toBeVisible();
    expect(screen.queryByLabelText('Guide password')).not.toBeInTheDocument();
    expect(store.getState().negril.negrilPassword).toBe(GUIDE_WORD);
    expect(localStorage.getItem('negrilPassword')).toBe(GUIDE_WORD);
  });
});

describe('the guide word’s check', () => {
  const check = (): GuideSettings => {
    if (!config.guide.configured) throw new Error('the tests build with a guide word');
    return config.guide.settings;
  };

  it('opens with the demo word, and only with it', async () => {
    expect(await isGuideWord(GUIDE_WORD, check())).toBe(true);
    expect(await isGuideWord(` ${GUIDE_WORD}\n`, check())).toBe(true);
    expect(await isGuideWord('One-Love', check())).toBe(false);
    expect(await isGuideWord('', check())).toBe(false);
    expect(await isGuideWord(GUIDE_WORD, { ...check(), digest: 'not-a-digest' })).toBe(false);
    expect(
      await isGuideWord(GUIDE_WORD, { ...check(), salt: '00'.repeat(16) }),
      'another salt',
    ).toBe(false);
  });

  it('is a salted PBKDF2 digest, never the plain SHA-256 of the word', () => {
    const { salt, digest } = check();
    expect(salt).toMatch(/^[0-9a-f]{32}$/);
    expect(digest).not.toBe(createHash('sha256').update(GUIDE_WORD).digest('hex'));
  });

  it('derives in the browser what the build derives in Node (PBKDF2-HMAC-SHA-256)', async () => {
    // RFC 7914, section 11: P = "passwd", S = "salt", c = 1 (its first 32 bytes).
    const salt = Buffer.from('salt').toString('hex');
    expect(await derivedDigest('passwd', salt, 1)).toBe(
      '55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc',
    );
    const { salt: buildSalt, iterations } = check();
    for (const word of [GUIDE_WORD, 'Irie-Mon!', 'sunset at Rick’s']) {
      expect(await derivedDigest(word, buildSalt, iterations)).toBe(
        buildDigest(word, buildSalt, iterations),
      );
    }
  });

  it('says the page needs https where the browser has no crypto.subtle (plain http)', async () => {
    const { user } = renderApp({ route: '/negril' });
    const field = await passwordField();
    vi.stubGlobal('crypto', {});
    await user.type(field, GUIDE_WORD);
    await user.click(unlock());
    await waitFor(() => {
      expect(field).toHaveAccessibleDescription(
        'The guide password can be checked only over a secure (https) connection.',
      );
    });
    expect(localStorage.getItem('negrilPassword')).toBeNull();
  });
});
