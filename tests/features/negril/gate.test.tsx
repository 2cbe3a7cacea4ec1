import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../../src/config';
import { digestOf, isGuideWord } from '../../../src/features/negril/guideWord';
import { recordRequests, requestsTo } from '../auth/helpers';
import { renderApp } from '../../utils';
import { categoryNav, configWithWord, GUIDE_WORD } from './helpers';

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
      config: { ...config, negrilGuide: { configured: false, problem: 'set X' } },
    });
    expect(
      await screen.findByText('The Negril guide is not configured: set X'),
    ).toBeInTheDocument();
  });
});

describe('the guide word’s digest', () => {
  it('is the build’s digest for the demo word, and only for it', async () => {
    if (!config.negrilGuide.configured) throw new Error('the tests build with a guide word');
    const { digest } = config.negrilGuide.settings;
    expect(await isGuideWord(GUIDE_WORD, digest)).toBe(true);
    expect(await isGuideWord(` ${GUIDE_WORD}\n`, digest)).toBe(true);
    expect(await isGuideWord('One-Love', digest)).toBe(false);
    expect(await isGuideWord('', digest)).toBe(false);
    expect(await isGuideWord(GUIDE_WORD, 'not-a-digest')).toBe(false);
  });

  it('says the page needs https where the browser has no crypto.subtle (plain http)', async () => {
    expect(await digestOf('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
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
