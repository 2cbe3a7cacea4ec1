import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from '../../src/components/ShareButton';

const URL_SHARED = 'https://negril.example/negril?trip=13.11';

function renderShare() {
  const user = userEvent.setup();
  render(<ShareButton url={URL_SHARED} title="My trip in Negril" label="Share my trip" />);
  return { user, button: screen.getByRole('button', { name: 'Share my trip' }) };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('sharing a link', () => {
  it('uses the device’s share sheet where the browser has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    const { user, button } = renderShare();
    await user.click(button);
    expect(share).toHaveBeenCalledWith({ title: 'My trip in Negril', url: URL_SHARED });
    expect(screen.getByRole('status')).toHaveTextContent('Shared.');
  });

  it('says nothing when the visitor closes the share sheet', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    const { user, button } = renderShare();
    await user.click(button);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByLabelText('Copy this link:')).not.toBeInTheDocument();
  });

  it('copies the link otherwise, and says so', async () => {
    const { user, button } = renderShare();
    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe(URL_SHARED);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied.');
  });

  it('shows the link to copy by hand when neither works', async () => {
    const { user, button } = renderShare();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(button);
    const field = screen.getByLabelText('Copy this link:');
    expect(field).toHaveValue(URL_SHARED);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Copy the link below.');
  });
});
