import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../utils';

const ORIGIN = 'https://negril.example';

// A page's own address never makes a link to another site (`//host` and `/\host` are one): the
// links the app builds from the address (the language switcher's, the note's) stay on the site.
describe('an address with doubled or encoded slashes', () => {
  it.each(['/es//evil.example', '//evil.example', '/es/%2Fevil.example', '/%5Cevil.example'])(
    '%s: no link on the page points at another site',
    async (route) => {
      renderApp({ route });
      await screen.findByRole('heading', { level: 1 });
      // Resolved as the browser resolves them, against the page's own address.
      const page = `${ORIGIN}${route}`;
      const links = screen.getAllByRole('link', { hidden: true });
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        const href = link.getAttribute('href') ?? '';
        expect(new URL(href, page).hostname, href).not.toBe('evil.example');
      }
      const footer = document.querySelector('footer')!;
      for (const name of ['English', 'Español', 'Français', 'Deutsch']) {
        const href = within(footer).getByRole('link', { name }).getAttribute('href') ?? '';
        expect(new URL(href, page).origin, `${name}: ${href}`).toBe(ORIGIN);
      }
    },
  );
});
