import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { config } from '../../src/config';
import { renderApp } from '../utils';

/** The description beside a term of the privacy page's lists. */
async function said(term: string | RegExp): Promise<string> {
  await screen.findByRole('heading', { level: 1, name: 'Privacy' });
  const found = screen
    .getAllByRole('term')
    .find((item) =>
      typeof term === 'string' ? item.textContent.includes(term) : term.test(item.textContent),
    );
  if (!found) throw new Error(`no term ${String(term)}`);
  return found.nextElementSibling?.textContent ?? '';
}

describe('the privacy page says plainly', () => {
  it('what it keeps in plain words first, the stored keys by name folded below', async () => {
    const { user } = renderApp({ route: '/privacy' });
    await screen.findByRole('heading', { level: 1, name: 'Privacy' });
    const plain = screen.getByRole('heading', { level: 2, name: 'Kept in your browser' })
      .nextElementSibling?.nextElementSibling as HTMLElement;
    expect(within(plain).getByText('The places you saved to “My trip”.')).toBeInTheDocument();
    expect(plain).not.toHaveTextContent(/persist:|negril|Cache Storage/);

    const summary = screen.getByText('Technical details: what is stored, by name');
    const details = summary.closest('details');
    expect(details).not.toHaveAttribute('open');
    expect(details).toContainElement(screen.getByText('persist:root'));
    await user.click(summary);
    expect(details).toHaveAttribute('open');
  });

  it('that the guide word goes to the server, and does not make the guide’s list secret', async () => {
    renderApp({ route: '/privacy' });
    const word = await said('negrilPassword');
    expect(word).toContain('sent to our server with each request for the guide');
    expect(word).toContain(
      'unless our server’s owner has turned on the server’s private mode, anyone who asks the server directly can read the list',
    );
    expect(await said(/^Our server/)).toContain(
      'the guide word you entered, with each request for the guide',
    );
  });

  it('when Google is contacted for a sign-in, and what checks the answer', async () => {
    renderApp({ route: '/privacy' });
    const google = await said('Google (Firebase Authentication)');
    expect(google).toContain(
      'When the sign-in page (/login) opens, your browser fetches the Firebase sign-in code from this site’s own address, not from Google.',
    );
    expect(google).toContain(
      'Firebase starts, and so contacts Google, only when you point at “Continue with Google”, move the keyboard focus to it, or press it.',
    );
    expect(google).toContain('The window that then opens is Google’s own');
    expect(google).toContain('our server checks with Google’s public keys');
  });

  it('that declining turns on Google Analytics’ own off switch for the visit', async () => {
    renderApp({ route: '/privacy', config: { ...config, gaMeasurementId: 'G-PRIVACY1' } });
    await screen.findByRole('heading', { level: 1, name: 'Privacy' });
    expect(
      screen.getByText(/Declining also turns on Google Analytics’ own off switch/),
    ).toHaveTextContent(
      'Declining also turns on Google Analytics’ own off switch (ga-disable-G-PRIVACY1) for the rest of your visit',
    );
  });
});
