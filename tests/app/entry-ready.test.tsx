import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { fetchPainted } from '../../src/painted/render';
import { AppRoutes, createAppRouter } from '../../src/app/router';
import { applyPageData } from '../../src/painted/adopt';
import { makeStore } from '../../src/app/store/store';
import { ConfigProvider } from '../../src/components/ConfigProvider';
import { config } from '../../src/config';
import { historyAt } from '../utils';

/**
 * A painted entry is hydrated once its route is ready (src/start.tsx). Its body's renderer must be
 * part of that: a body still waiting for it gives way to its placeholder as soon as anything
 * re-renders the screen (its data's check, the visitor's session), then comes back, a layout
 * shift on the page a shared link opens. (This file is its own module graph: nothing has fetched
 * the renderer before.)
 */
describe('an entry’s route, once ready', () => {
  it('renders the body at once, never its placeholder', async () => {
    const { store } = makeStore({ persist: false });
    applyPageData(store, { blog: await fetchPainted('blog') });
    const router = createAppRouter(store, config, {
      history: historyAt('/blog/sunset-at-ricks-cafe'),
      holdData: () => true,
    });
    await router.ready();
    // One synchronous render, as hydration is: nothing may suspend in it.
    act(() => {
      render(
        <ConfigProvider config={config}>
          <Provider store={store}>
            <AppRoutes router={router} />
          </Provider>
        </ConfigProvider>,
      );
    });
    expect(screen.getByRole('heading', { level: 2, name: 'When to arrive' })).toBeInTheDocument();
    // No placeholder: neither the screen's loading status nor the body's skeleton (the Share
    // button's own status line is there, empty).
    expect(screen.queryByText(/^Loading/)).toBeNull();
    expect(document.querySelector('.animate-pulse')).toBeNull();
    router.dispose();
  });
});
