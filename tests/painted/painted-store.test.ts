// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../src/app/store/store';
import { logout } from '../../src/features/auth';
import { setGuideWord } from '../../src/features/guide';
import { ADMIN, sessionFor } from '../session';

/**
 * A page painted at build time is hydrated with the state of a first-time visitor; this
 * visitor's own (session, guide word) comes in once it is hydrated (`restore`, src/start.tsx).
 */
describe('the store of a painted page', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('starts as a first-time visitor, then restores the stored session and guide word', async () => {
    const session = sessionFor(ADMIN.id);
    localStorage.setItem('user', JSON.stringify(session));
    localStorage.setItem('negrilPassword', 'one-love');
    const { store, persistor, restore } = makeStore({ painted: true, persist: false });
    expect(persistor).toBeNull();
    expect(store.getState().auth.user).toBeNull();
    expect(store.getState().negril.negrilPassword).toBe('');

    await restore();
    expect(store.getState().auth.user).toEqual(session);
    expect(store.getState().auth.token).toBe(session.access);
    expect(store.getState().negril.negrilPassword).toBe('one-love');
  });

  it('restores nothing from a corrupted stored session, and keeps the page working', async () => {
    localStorage.setItem('user', '{not json');
    const { store, restore } = makeStore({ painted: true, persist: false });
    await restore();
    expect(store.getState().auth.user).toBeNull();
    expect(store.getState().auth.token).toBeNull();
    expect(store.getState().negril.negrilPassword).toBe('');
  });

  it('leaves the stored keys alone until it restores them, then each follows the store', async () => {
    const session = sessionFor(ADMIN.id);
    localStorage.setItem('user', JSON.stringify(session));
    localStorage.setItem('negrilPassword', 'one-love');
    const { store, restore } = makeStore({ painted: true, persist: false });
    store.dispatch(setGuideWord(''));
    // The first-time visitor's state the page was painted for is not this visitor's: kept as is.
    expect(localStorage.getItem('user')).toBe(JSON.stringify(session));
    expect(localStorage.getItem('negrilPassword')).toBe('one-love');

    await restore();
    store.dispatch(setGuideWord('irie'));
    expect(localStorage.getItem('negrilPassword')).toBe('irie');
    store.dispatch(logout());
    expect(localStorage.getItem('user')).toBeNull();
    expect(store.getState().auth.token).toBeNull();
  });

  it('leaves the stored trip alone: the guide reads it when it opens, painted or not', async () => {
    localStorage.setItem('negrilTrip', '[3,4]');
    for (const painted of [true, false]) {
      const { store, restore } = makeStore({ painted, persist: false });
      await restore();
      store.dispatch(setGuideWord('irie'));
      store.dispatch(logout());
      expect(localStorage.getItem('negrilTrip')).toBe('[3,4]');
    }
  });
});
