import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ReadyFieldset } from '../../src/components/form/ReadyFieldset';

function Form() {
  return (
    <form aria-label="Word">
      <ReadyFieldset>
        <label>
          Word <input name="word" />
        </label>
        <button type="submit">Send</button>
      </ReadyFieldset>
    </form>
  );
}

const LOADING = 'Loading… this form works once the page has loaded.';

describe('a form on a painted page', () => {
  it('is painted disabled, with a note that says why, tied to its fields', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const page = within(container);
    expect(page.getByRole('group')).toBeDisabled();
    expect(page.getByRole('textbox', { name: 'Word' })).toBeDisabled();
    expect(page.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(page.getByRole('group')).toHaveAccessibleDescription(
      `${LOADING} This form needs JavaScript, which is off in this browser.`,
    );
    container.remove();
  });

  it('opens once hydrated, the note gone, without a mismatch', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    const errors: unknown[] = [];
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, <Form />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    const page = within(container);
    expect(page.getByRole('textbox', { name: 'Word' })).toBeEnabled();
    expect(page.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(page.getByRole('group')).not.toHaveAttribute('aria-describedby');
    expect(page.queryByText(LOADING)).toBeNull();
    expect(errors).toEqual([]);
    act(() => {
      root?.unmount();
    });
    container.remove();
  });

  it('is open at once where the app draws the page itself', () => {
    render(<Form />);
    expect(screen.getByRole('textbox', { name: 'Word' })).toBeEnabled();
    expect(screen.queryByText(LOADING)).toBeNull();
  });
});
