import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProviderUser } from '../../../../src/lib/identity/provider';
import { renderApp } from '../../../utils';
import { READER, sessionFor } from '../../../session';

/**
 * The account screen of a visitor signed in by Google's older flow (a server without the Google
 * endpoint): the site keeps Google's user itself (tests/features/auth/google/google.fresh.test.tsx shows the
 * flow storing it), and the account says who they are and how they signed in.
 */

const kemar: ProviderUser = {
  uid: 'g-123',
  email: 'kemar@example.com',
  displayName: 'Kemar Brown',
  photoURL: null,
  providerId: 'google.com',
};

/** The value beside a term of the account's details (`<dt>` then `<dd>`). */
function detail(term: string): string | null {
  const dt = screen.getAllByRole('term').find((element) => element.textContent === term);
  return dt?.nextElementSibling?.textContent ?? null;
}

describe('the account of a visitor signed in by Google’s older flow', () => {
  it('shows the name, the e-mail and a “Signed in with: Google” row', async () => {
    localStorage.setItem('user', JSON.stringify(kemar));
    renderApp({ route: '/account' });
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Your account' });
    expect(detail('Name')).toBe('Kemar Brown');
    expect(detail('Email')).toBe('kemar@example.com');
    expect(detail('Signed in with')).toBe('Google');
  });

  it('has no such row for an e-mail sign-in', async () => {
    localStorage.setItem('user', JSON.stringify(sessionFor(READER.id)));
    renderApp({ route: '/account' });
    await screen.findByText('Rita Reader');
    expect(detail('Signed in with')).toBeNull();
  });
});
