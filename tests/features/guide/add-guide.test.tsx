import { screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { recordRequests, requestsTo } from '../auth/helpers';
import { ADMIN, READER, signedInAuth } from '../../session';
import { gate } from '../../utils';
import {
  categoryNav,
  dialogReady,
  enter,
  GUIDE_WORD,
  receivedGuides,
  renderOpenGuide,
  stubObjectUrls,
} from './helpers';

const PNG_BYTES = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
  0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
  0x89,
];

const png = (name = 'pelican-bar.png') =>
  new File([new Uint8Array(PNG_BYTES)], name, { type: 'image/png' });

let objectUrls: ReturnType<typeof stubObjectUrls> | null = null;

afterEach(() => {
  objectUrls?.restore();
  objectUrls = null;
});

async function openForm() {
  const view = renderOpenGuide({ preloadedState: { auth: signedInAuth(ADMIN) } });
  await categoryNav();
  await view.user.click(screen.getByRole('button', { name: 'Add place' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a place' });
  await dialogReady(dialog);
  return { ...view, dialog };
}

type Form = Awaited<ReturnType<typeof openForm>>;

async function fillIn({ user, dialog }: Form, fields: Record<string, string>) {
  const form = within(dialog);
  for (const [label, value] of Object.entries(fields)) {
    const field = form.getByLabelText(label);
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else await enter(user, field, value);
  }
}

const PELICAN = {
  Name: "Floyd's Pelican Bar",
  Category: 'Bars & Nightlife',
  'Sub-category': 'Bar on stilts',
  Description: 'A shack on a sandbar, a boat ride out to sea.',
  Website: 'https://pelican.example.com',
  Location: 'Parottee Bay, St Elizabeth',
};

const formCloses = () =>
  waitFor(() => {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

const save = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save place' });

describe('adding a guide', () => {
  it('sends the fields and the image as multipart form data with the bearer, and lists the new guide', async () => {
    objectUrls = stubObjectUrls();
    const received = receivedGuides();
    const form = await openForm();
    const { user, dialog, store } = form;
    await fillIn(form, PELICAN);
    await user.upload(within(dialog).getByLabelText('Image'), png());
    expect(within(dialog).getByRole('img', { name: 'Preview of pelican-bar.png' })).toHaveAttribute(
      'src',
      objectUrls.created[0],
    );

    await user.click(save(dialog));

    await formCloses();
    await received.read();
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request?.authorization).toBe(`Bearer ${store.getState().auth.token ?? ''}`);
    expect(request?.guideWord).toBe(GUIDE_WORD);
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.fields).toEqual({
      name: "Floyd's Pelican Bar",
      category: 'Bars & Nightlife',
      sub_category: 'Bar on stilts',
      description: 'A shack on a sandbar, a boat ride out to sea.',
      website: 'https://pelican.example.com',
      location: 'Parottee Bay, St Elizabeth',
      latitude: '',
      longitude: '',
      price_level: '',
      phone: '',
      booking_url: '',
      opening_hours: 'null',
      hours_exceptions: 'null',
    });
    // jsdom loses the file's name on its way to the server (src/mocks/node.ts): bytes and type arrive.
    expect(request?.image).toEqual({ type: 'image/png', bytes: PNG_BYTES });

    // The new guide is in its category at once, without a reload.
    expect(
      screen.getByText("“Floyd's Pelican Bar” was added to Bars & Nightlife."),
    ).toBeInTheDocument();
    const bars = screen.getByRole('region', { name: 'Bars & Nightlife' });
    expect(within(bars).getByRole('button', { name: "Floyd's Pelican Bar" })).toBeInTheDocument();
    expect(within(bars).getByRole('img', { name: "Floyd's Pelican Bar" })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/api\/media\/negril_guide\/.+\.png$/),
    );
    const added = store.getState().negril.negrilGuides.at(-1);
    expect(added).toMatchObject({ name: "Floyd's Pelican Bar", category: 'Bars & Nightlife' });
    expect(getDb().guides.at(-1)?.name).toBe("Floyd's Pelican Bar");
    // Focus is back on the button that opened the form (the dialog's cleanup may come a render
    // after the status message on a busy machine); the preview's URL is released.
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Add place' })).toHaveFocus();
    });
    expect(objectUrls.revoked).toEqual(objectUrls.created);
  });

  it('sends a guide without an image, with the optional fields empty', async () => {
    const received = receivedGuides();
    const form = await openForm();
    await fillIn(form, { Name: 'Roadside coconut stand', Category: 'Food & Drink' });
    await form.user.click(save(form.dialog));
    await formCloses();
    await received.read();
    expect(received[0]?.fields).toEqual({
      name: 'Roadside coconut stand',
      category: 'Food & Drink',
      sub_category: '',
      description: '',
      website: '',
      location: '',
      latitude: '',
      longitude: '',
      price_level: '',
      phone: '',
      booking_url: '',
      opening_hours: 'null',
      hours_exceptions: 'null',
    });
    expect(received[0]?.image).toBeNull();
    const food = screen.getByRole('region', { name: 'Food & Drink' });
    expect(
      within(food).getByRole('button', { name: 'Roadside coconut stand' }),
    ).toBeInTheDocument();
  });

  it('sends the place fields: coordinates, price level, phone, booking link and the hours as JSON text', async () => {
    const received = receivedGuides();
    const form = await openForm();
    await fillIn(form, {
      ...PELICAN,
      Latitude: '17.9389',
      Longitude: '-77.8589',
      'Price level': '2',
      Phone: '+1 876 354 4218',
      'Booking link': 'https://pelican.example.com/book',
      Monday: '10:00-18:00',
      Tuesday: 'closed',
      Friday: '10:00–18:00, 20:00-2:00',
    });
    await form.user.click(save(form.dialog));
    await formCloses();
    await received.read();
    const week = {
      mon: [['10:00', '18:00']],
      tue: [],
      wed: [],
      thu: [],
      fri: [
        ['10:00', '18:00'],
        ['20:00', '02:00'],
      ],
      sat: [],
      sun: [],
    };
    expect(received[0]?.fields).toMatchObject({
      latitude: '17.9389',
      longitude: '-77.8589',
      price_level: '2',
      phone: '+1 876 354 4218',
      booking_url: 'https://pelican.example.com/book',
    });
    expect(JSON.parse(received[0]?.fields.opening_hours ?? '')).toEqual(week);
    expect(getDb().guides.at(-1)).toMatchObject({
      name: PELICAN.Name,
      latitude: 17.9389,
      longitude: -77.8589,
      price_level: 2,
      opening_hours: week,
    });
    expect(form.store.getState().negril.negrilGuides.at(-1)).toMatchObject({
      latitude: 17.9389,
      price_level: 2,
      opening_hours: expect.objectContaining({
        fri: [
          { open: 600, close: 1080 },
          { open: 1200, close: 120 },
        ],
      }) as unknown,
    });
  });

  it('previews the chosen image and releases each preview when replaced, removed or closed', async () => {
    objectUrls = stubObjectUrls();
    const { user, dialog } = await openForm();
    const input = within(dialog).getByLabelText('Image');
    await user.upload(input, png('first.png'));
    await user.upload(input, png('second.png'));
    expect(objectUrls.revoked).toEqual([objectUrls.created[0]]);
    expect(within(dialog).getByRole('img', { name: 'Preview of second.png' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remove image' }));
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
    expect(objectUrls.revoked).toEqual(objectUrls.created);
    expect(input).toHaveFocus();

    await user.upload(input, png('third.png'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(objectUrls.revoked).toEqual(objectUrls.created);
    expect(objectUrls.created).toHaveLength(3);
  });

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

describe('who may add guides', () => {
  it.each([
    ['a visitor', undefined],
    ['a signed-in reader', signedInAuth(READER)],
  ])('never offers “Add place” to %s', async (_, auth) => {
    const seen = recordRequests();
    renderOpenGuide({ preloadedState: auth ? { auth } : undefined });
    await categoryNav();
    if (auth) {
      await waitFor(() => {
        expect(requestsTo(seen, '/check_status', 'GET')).toHaveLength(1);
      });
    }
    expect(screen.queryByRole('button', { name: 'Add place' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes the button away when the server says the account is no longer an admin', async () => {
    // A stale admin flag restored from storage: the server's check has the last word.
    renderOpenGuide({ preloadedState: { auth: signedInAuth(READER, { isAdmin: true }) } });
    await categoryNav();
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Add place' })).not.toBeInTheDocument();
    });
  });

  it('offers “Add place” to an admin, and in an empty guide says so', async () => {
    server.use(mockHttp.get('/api/negril_guide/', () => HttpResponse.json([])));
    renderOpenGuide({ preloadedState: { auth: signedInAuth(ADMIN) } });
    expect(await screen.findByText('Add the first one with “Add place”.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add place' })).toBeInTheDocument();
  });
});
