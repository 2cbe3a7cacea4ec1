import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../utils';

describe('the results page with nothing found', () => {
  it('says so in its status, with what to try next', async () => {
    renderApp({ route: '/search?q=xylophone' });
    const main = await screen.findByRole('main');
    await waitFor(() => {
      expect(within(main).getByRole('status')).toHaveTextContent(
        /^No results for “xylophone”\. Try fewer words, or another spelling\.$/,
      );
    });
  });
});
