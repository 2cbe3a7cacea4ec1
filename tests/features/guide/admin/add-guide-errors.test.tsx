import { screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../../src/mocks/db';
import { server } from '../../../../src/mocks/node';
import { recordRequests, requestsTo } from '../../auth/helpers';
import { gate } from '../../../utils';
import { fillIn, formCloses, openForm, PELICAN, png, PNG_BYTES, save } from './add-guide-form';
import { receivedGuides } from '../helpers';

describe('adding a guide', () => {
  it('shows the server’s field errors beside their fields and keeps what was typed', async () => {
    const form = await openForm();
    const { user, dialog } = form;
    await fillIn(form, { ...PELICAN, Website: 'pelican bar' });
    await user.upload(
      within(dialog).getByLabelText('Image'),
      new File(['not a picture'], 'notes.png', { type: 'image/png' }),
    );
    await user.click(save(dialog));

    const website = within(dialog).getByLabelText('Website');
    await waitFor(() => {
      expect(website).toHaveAccessibleDescription(expect.stringContaining('Enter a valid URL.'));
    });
    expect(website).toBeInvalid();
    expect(website).toHaveFocus();
    expect(within(dialog).getByLabelText('Image')).toHaveAccessibleDescription(
      expect.stringContaining('Upload a valid image.'),
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Please correct the marked fields.',
    );
    expect(within(dialog).getByLabelText('Name')).toHaveValue(PELICAN.Name);
    expect(within(dialog).getByLabelText('Category', { exact: true })).toHaveValue(
      PELICAN.Category,
    );
    expect(within(dialog).getByLabelText('Description')).toHaveValue(PELICAN.Description);
    expect(website).toHaveValue('pelican bar');

    // Corrected, it goes through.
    await fillIn(form, { Website: 'https://pelican.example.com' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove image' }));
    await user.click(save(dialog));
    await formCloses();
  });

  it('puts errors the form has no field for at the top', async () => {
    server.use(
      mockHttp.post('/api/negril_guide/', () =>
        HttpResponse.json(
          { non_field_errors: ['A guide with this name already exists.'], slug: ['Taken.'] },
          { status: 400 },
        ),
      ),
    );
    const form = await openForm();
    await fillIn(form, { Name: "Rick's Cafe", Category: 'Bars & Nightlife' });
    await form.user.click(save(form.dialog));
    const alert = await within(form.dialog).findByRole('alert');
    expect(alert).toHaveTextContent('A guide with this name already exists.');
    expect(alert).toHaveTextContent('Taken.');
  });

  it('asks for a name and a category before sending anything', async () => {
    const seen = recordRequests();
    const { user, dialog } = await openForm();
    await user.click(save(dialog));
    const name = within(dialog).getByLabelText('Name');
    expect(name).toHaveAccessibleDescription('Enter the name of the place.');
    expect(within(dialog).getByLabelText('Category', { exact: true })).toHaveAccessibleDescription(
      'Choose a category.',
    );
    expect(name).toHaveFocus();
    expect(requestsTo(seen, '/negril_guide/')).toHaveLength(0);
  });

  it('says an account that is not allowed may not add guides (403), keeping the form', async () => {
    server.use(
      mockHttp.post('/api/negril_guide/', () =>
        HttpResponse.json(
          { detail: 'You do not have permission to perform this action.' },
          { status: 403 },
        ),
      ),
    );
    const form = await openForm();
    await fillIn(form, PELICAN);
    await form.user.click(save(form.dialog));
    const alert = await within(form.dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This account may not add places');
    expect(within(form.dialog).getByLabelText('Name')).toHaveValue(PELICAN.Name);
    expect(
      form.store.getState().negril.negrilGuides.some((guide) => guide.name === PELICAN.Name),
    ).toBe(false);
  });

  it('refreshes the session on a 401 and sends the guide again, once', async () => {
    server.use(
      mockHttp.post(
        '/api/negril_guide/',
        () =>
          HttpResponse.json(
            { detail: 'Given token not valid for any token type', code: 'token_not_valid' },
            { status: 401 },
          ),
        { once: true },
      ),
    );
    const received = receivedGuides();
    const seen = recordRequests();
    const form = await openForm();
    await fillIn(form, PELICAN);
    await form.user.upload(within(form.dialog).getByLabelText('Image'), png());
    await form.user.click(save(form.dialog));

    await formCloses();
    await received.read();
    expect(requestsTo(seen, '/v1/auth/jwt/refresh/')).toHaveLength(1);
    expect(received).toHaveLength(2);
    expect(received[1]?.authorization).toBe(`Bearer ${form.store.getState().auth.token ?? ''}`);
    // The retry carries the whole form again, file included.
    expect(received[1]?.fields).toEqual(received[0]?.fields);
    expect(received[1]?.image).toEqual({ type: 'image/png', bytes: PNG_BYTES });
    expect(getDb().guides.filter((guide) => guide.name === PELICAN.Name)).toHaveLength(1);
  });

  it('says the session has expired when it cannot be refreshed, keeping what was typed', async () => {
    const unauthorized = () =>
      HttpResponse.json(
        { detail: 'Given token not valid for any token type', code: 'token_not_valid' },
        { status: 401 },
      );
    server.use(
      mockHttp.post('/api/negril_guide/', unauthorized),
      mockHttp.post('/api/v1/auth/jwt/refresh/', () =>
        HttpResponse.json(
          { detail: 'Token is invalid or expired', code: 'token_not_valid' },
          { status: 401 },
        ),
      ),
    );
    const form = await openForm();
    await fillIn(form, PELICAN);
    await form.user.click(save(form.dialog));
    const alert = await within(form.dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your session has expired. Sign in again, then add the place.');
    expect(within(form.dialog).getByLabelText('Description')).toHaveValue(PELICAN.Description);
    expect(form.store.getState().auth.user).toBeNull();
  });

  it('never sends the form twice', async () => {
    const held = gate();
    const received = receivedGuides();
    server.use(
      mockHttp.post('/api/negril_guide/', async () => {
        await held.opened;
        return undefined;
      }),
    );
    const form = await openForm();
    await fillIn(form, PELICAN);
    const button = save(form.dialog);
    await form.user.dblClick(button);
    await form.user.keyboard('{Enter}');
    expect(button).toHaveTextContent('Saving…');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    held.open();
    await formCloses();
    expect(received).toHaveLength(1);
    expect(getDb().guides.filter((guide) => guide.name === PELICAN.Name)).toHaveLength(1);
  });

  it('is closed without sending by Cancel, and opens empty again', async () => {
    const seen = recordRequests();
    const form = await openForm();
    await fillIn(form, { Name: 'Half-typed' });
    await form.user.click(within(form.dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add place' })).toHaveFocus();
    await form.user.click(screen.getByRole('button', { name: 'Add place' }));
    const again = await screen.findByRole('dialog', { name: 'Add a place' });
    expect(within(again).getByLabelText('Name')).toHaveValue('');
    expect(requestsTo(seen, '/negril_guide/')).toHaveLength(0);
  });
});
