import { screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { getDb } from '../../../../src/mocks/db';
import { server } from '../../../../src/mocks/node';
import { recordRequests, requestsTo } from '../../auth/helpers';
import { ADMIN, READER, signedInAuth } from '../../../session';
import { fillIn, formCloses, openForm, PELICAN, png, PNG_BYTES, save } from './add-guide-form';
import {
  categoryNav,
  GUIDE_WORD,
  receivedGuides,
  renderOpenGuide,
  stubObjectUrls,
} from '../helpers';

let objectUrls: ReturnType<typeof stubObjectUrls> | null = null;

afterEach(() => {
  objectUrls?.restore();
  objectUrls = null;
});

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
