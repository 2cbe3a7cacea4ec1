import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AsyncContent } from '../../src/components/status/AsyncContent';
import { offlineMessage, plainMessage } from '../../src/lib/http/failureWords';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function PressList({ retry, isError = true }: { retry: () => void; isError?: boolean }) {
  return (
    <AsyncContent
      items={[]}
      request={{ loading: false, isError, retry }}
      loading={{ label: 'Loading the press', placeholder: <p>…</p> }}
      failed={{ title: 'The press could not be loaded', text: 'We could not reach the server.' }}
      empty={<p>Nothing yet.</p>}
    >
      {() => null}
    </AsyncContent>
  );
}

describe('a screen that needs the network, without one', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says "You are offline" with Try again, and asks again by itself once back online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const retry = vi.fn();
    render(<PressList retry={retry} />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('You are offline');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);

    setOnline(true);
    expect(retry).toHaveBeenCalledTimes(2);
    // Online, a failure that remains is the server's, in the screen's own words.
    expect(screen.getByRole('alert')).toHaveTextContent('The press could not be loaded');
  });

  it('does not ask again on its own when nothing failed', () => {
    const retry = vi.fn();
    render(<PressList retry={retry} isError={false} />);
    setOnline(true);
    expect(retry).not.toHaveBeenCalled();
  });

  it('words a network failure as offline only when the browser has no network', () => {
    const unreachable = { isAxiosError: true, message: 'Network Error', code: 'ERR_NETWORK' };
    expect(plainMessage(unreachable)).toBe(
      'We could not reach the server. Check your connection and try again.',
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(plainMessage(unreachable)).toBe(offlineMessage());
    expect(plainMessage(null, 'the content service')).toBe(offlineMessage());
    // A refusal is the server's answer, offline or not.
    const refused = { isAxiosError: true, message: 'x', response: { status: 403, data: {} } };
    expect(plainMessage(refused)).toBe('The server refused the request (error 403).');
  });
});
