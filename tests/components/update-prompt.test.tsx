import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { watchForUpdates, type WorkerRegistration } from '../../src/app/serviceWorker';
import { createUpdateNotice, UpdatePrompt } from '../../src/components/UpdatePrompt';

/** A stand-in for workbox-window's Workbox: the test fires its lifecycle events. */
function fakeWorkbox() {
  const listeners = new Map<string, ((event: { isUpdate?: boolean }) => void)[]>();
  const messageSkipWaiting = vi.fn();
  const registration: WorkerRegistration = {
    addEventListener(type, listener) {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    },
    messageSkipWaiting,
  };
  const fire = (type: 'waiting' | 'controlling', event: { isUpdate?: boolean } = {}) => {
    act(() => {
      for (const listener of listeners.get(type) ?? []) listener(event);
    });
  };
  return { registration, fire, messageSkipWaiting };
}

function setUp() {
  const workbox = fakeWorkbox();
  const notice = createUpdateNotice();
  const reload = vi.fn();
  watchForUpdates(workbox.registration, { notice, reload });
  render(<UpdatePrompt notice={notice} />);
  return { ...workbox, reload };
}

describe('the update prompt', () => {
  it('says nothing until a new version waits, in a status region that is already there', () => {
    setUp();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('offers the waiting version, activates it on "Reload" and reloads once it controls', async () => {
    const { fire, messageSkipWaiting, reload } = setUp();
    fire('waiting');
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available.');

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(messageSkipWaiting).toHaveBeenCalledTimes(1);
    // Nothing reloads before the new worker has taken over: the old files stay in use until then.
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Reloading…' })).toBeDisabled();

    fire('controlling', { isUpdate: true });
    fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the first worker takes control of a first visit', () => {
    const { fire, reload } = setUp();
    fire('controlling', { isUpdate: false });
    expect(reload).not.toHaveBeenCalled();
  });
});
