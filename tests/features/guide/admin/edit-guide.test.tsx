import { screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { hoursTextError } from '../../../../src/features/guide/hours/hoursForm';
import { getDb } from '../../../../src/mocks/db';
import { server } from '../../../../src/mocks/node';
import { recordRequests, requestsTo } from '../../auth/helpers';
import { dialogReady, enter, GUIDE_WORD, receivedGuides, stubObjectUrls } from '../helpers';
import { answer, DETAIL, openDetails, RICKS } from '../card/place-details';

const PNG_BYTES = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
  0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
  0x89,
];

let objectUrls: ReturnType<typeof stubObjectUrls> | null = null;

afterEach(() => {
  objectUrls?.restore();
  objectUrls = null;
});

async function openEditForm() {
  const view = await openDetails();
  await view.user.click(within(view.details).getByRole('button', { name: 'Edit place' }));
  const dialog = await screen.findByRole('dialog', { name: `Edit ${RICKS}` });
  await dialogReady(dialog);
  return { ...view, dialog };
}

type View = Awaited<ReturnType<typeof openEditForm>>;

async function fillIn({ user, dialog }: View, fields: Record<string, string>) {
  const form = within(dialog);
  for (const [label, value] of Object.entries(fields)) {
    const field = form.getByLabelText(label, { exact: true });
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else await enter(user, field, value);
  }
}

const save = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save place' });

const editFormCloses = () =>
  waitFor(() => {
    expect(screen.queryByRole('dialog', { name: /^Edit / })).not.toBeInTheDocument();
  });

describe('editing a guide', () => {
  it('starts from the guide, sends only what changed as JSON, and shows the change at once', async () => {
    const received = receivedGuides('PATCH');
    const view = await openEditForm();
    const form = within(view.dialog);
    expect(form.getByLabelText('Name')).toHaveValue(RICKS);
    expect(form.getByLabelText('Latitude')).toHaveValue('18.2616');
    expect(form.getByLabelText('Longitude')).toHaveValue('-78.3676');
    expect(form.getByLabelText('Price level')).toHaveValue('3');
    expect(form.getByLabelText('Phone')).toHaveValue('+1 876 957 0380');
    expect(form.getByLabelText('Monday')).toHaveValue('12:00–21:30');

    await fillIn(view, {
      Name: "Rick's Café",
      'Price level': '4',
      Friday: '12:00-2:00',
    });
    await view.user.click(save(view.dialog));

    await editFormCloses();
    await received.read();
    expect(received).toHaveLength(1);
    expect(received[0]?.path).toBe(DETAIL);
    expect(received[0]?.contentType).toMatch(/^application\/json/);
    expect(received[0]?.authorization).toBe(`Bearer ${view.store.getState().auth.token ?? ''}`);
    expect(received[0]?.guideWord).toBe(GUIDE_WORD);
    const daily = [['12:00', '21:30']];
    expect(received[0]?.json).toEqual({
      name: "Rick's Café",
      price_level: 4,
      opening_hours: {
        mon: daily,
        tue: daily,
        wed: daily,
        thu: daily,
        fri: [['12:00', '02:00']],
        sat: daily,
        sun: daily,
      },
    });

    // The detail stays open on the changed guide, and says so; so does the list.
    const details = screen.getByRole('dialog', { name: "Rick's Café" });
    expect(
      within(details)
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toContainEqual(expect.stringContaining("The changes to “Rick's Café” were saved."));
    expect(within(details).getByRole('button', { name: 'Edit place' })).toHaveFocus();
    expect(view.store.getState().negril.currentCard).toMatchObject({
      name: "Rick's Café",
      price_level: 4,
    });
    const bars = screen.getByRole('region', { name: 'Bars & Nightlife' });
    expect(within(bars).getByRole('button', { name: "Rick's Café" })).toBeInTheDocument();
    expect(getDb().guides[0]).toMatchObject({ name: "Rick's Café", latitude: 18.2616 });
  });

  it('sends multipart form data when a picture is chosen, with the changed fields', async () => {
    objectUrls = stubObjectUrls();
    const received = receivedGuides('PATCH');
    const view = await openEditForm();
    expect(within(view.dialog).getByLabelText('Image')).toHaveAccessibleDescription(
      expect.stringContaining('replaces the current picture'),
    );
    await fillIn(view, { Latitude: '18.262' });
    await view.user.upload(
      within(view.dialog).getByLabelText('Image'),
      new File([new Uint8Array(PNG_BYTES)], 'sunset.png', { type: 'image/png' }),
    );
    await view.user.click(save(view.dialog));

    await editFormCloses();
    await received.read();
    expect(received[0]?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    // The coordinates go as a pair.
    expect(received[0]?.fields).toEqual({ latitude: '18.262', longitude: '-78.3676' });
    expect(received[0]?.image).toEqual({ type: 'image/png', bytes: PNG_BYTES });
    const details = screen.getByRole('dialog', { name: RICKS });
    expect(within(details).getByRole('img', { name: RICKS })).toHaveAttribute(
      'src',
      expect.stringMatching(/\/api\/media\/negril_guide\/1_.+\.png$/),
    );
    expect(objectUrls.revoked).toEqual(objectUrls.created);
  });

  it('clears the hours, coordinates and price level when they are emptied', async () => {
    const received = receivedGuides('PATCH');
    const view = await openEditForm();
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    await fillIn(view, {
      Latitude: '',
      Longitude: '',
      'Price level': 'Not given',
      ...Object.fromEntries(days.map((day) => [day, ''])),
    });
    await view.user.click(save(view.dialog));
    await editFormCloses();
    await received.read();
    expect(received[0]?.json).toEqual({
      latitude: null,
      longitude: null,
      price_level: null,
      opening_hours: null,
    });
    expect(getDb().guides[0]).toMatchObject({
      latitude: null,
      longitude: null,
      price_level: null,
      opening_hours: null,
    });
  });

  it('checks coordinates and hours before sending anything, with clear words', async () => {
    const seen = recordRequests();
    const view = await openEditForm();
    await fillIn(view, { Latitude: '95', Longitude: '', Monday: 'noon till late' });
    await view.user.click(save(view.dialog));
    const form = within(view.dialog);
    const latitude = form.getByLabelText('Latitude');
    expect(latitude).toHaveAccessibleDescription(
      expect.stringContaining('Latitude is a number from -90 to 90.'),
    );
    expect(latitude).toHaveFocus();
    expect(form.getByLabelText('Monday')).toHaveAccessibleDescription(hoursTextError());
    expect(form.getByLabelText('Monday')).toBeInvalid();

    await fillIn(view, { Latitude: '18.26', Monday: '12:00-21:30' });
    await view.user.click(save(view.dialog));
    expect(form.getByLabelText('Longitude')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the longitude too, or clear the latitude.'),
    );
    await fillIn(view, { Longitude: 'west' });
    await view.user.click(save(view.dialog));
    expect(form.getByLabelText('Longitude')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the longitude as a number, such as -78.3676.'),
    );
    expect(requestsTo(seen, '/negril_guide/1/', 'PATCH')).toHaveLength(0);
  });

  it('shows the server’s field errors beside their fields and keeps what was typed', async () => {
    const view = await openEditForm();
    await fillIn(view, {
      Name: "Rick's Cafe & Bar",
      Phone: '+1 876 957 0380 ext. 1234 5678 9012 3456 7890',
      'Booking link': 'book at the bar',
    });
    await view.user.click(save(view.dialog));

    const form = within(view.dialog);
    const phone = form.getByLabelText('Phone');
    await waitFor(() => {
      expect(phone).toHaveAccessibleDescription(
        expect.stringContaining('Ensure this field has no more than 40 characters.'),
      );
    });
    expect(phone).toHaveFocus();
    expect(form.getByLabelText('Booking link')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a valid URL.'),
    );
    expect(form.getByRole('alert')).toHaveTextContent('The changes were not saved.');
    expect(form.getByRole('alert')).toHaveTextContent('Please correct the marked fields.');
    expect(form.getByLabelText('Name')).toHaveValue("Rick's Cafe & Bar");
    expect(form.getByLabelText('Booking link')).toHaveValue('book at the bar');
    expect(getDb().guides[0]?.name).toBe(RICKS);
  });

  it('shows the server’s errors on the hours beside them, and others at the top', async () => {
    server.use(
      mockHttp.patch(
        DETAIL,
        answer(400, {
          opening_hours: ['Spans of a day may not overlap.'],
          slug: ['Taken.'],
        }),
      ),
    );
    const view = await openEditForm();
    await fillIn(view, { Monday: '9:00-17:00, 12:00-20:00' });
    await view.user.click(save(view.dialog));
    const hours = await within(view.dialog).findByRole('group', { name: 'Opening hours' });
    // The group is there before the answer: wait for the answer's words, then for the focus
    // the form moves to them once they are drawn.
    await waitFor(() => {
      expect(hours).toHaveAccessibleDescription(
        expect.stringContaining('Spans of a day may not overlap.'),
      );
    });
    await waitFor(() => {
      expect(hours).toHaveFocus();
    });
    expect(within(view.dialog).getByRole('alert')).toHaveTextContent('Taken.');
    expect(within(view.dialog).getByLabelText('Monday')).toHaveValue('9:00-17:00, 12:00-20:00');
  });

  it.each([
    [
      403,
      { detail: 'You do not have permission to perform this action.' },
      'This account may not edit places',
    ],
    [
      404,
      { detail: 'No NegrilGuide matches the given query.' },
      'This place is no longer on the server',
    ],
    [405, { detail: 'Method "PATCH" not allowed.' }, 'Editing is not available on this server'],
  ])('says what a %i means, keeping the form', async (status, body, words) => {
    server.use(mockHttp.patch(DETAIL, answer(status, body)));
    const view = await openEditForm();
    await fillIn(view, { Name: 'Sunset cliff bar', Latitude: '18.27' });
    await view.user.click(save(view.dialog));
    const alert = await within(view.dialog).findByRole('alert');
    expect(alert).toHaveTextContent('The changes were not saved.');
    expect(alert).toHaveTextContent(words);
    expect(within(view.dialog).getByLabelText('Name')).toHaveValue('Sunset cliff bar');
    expect(within(view.dialog).getByLabelText('Latitude')).toHaveValue('18.27');
    // A guide the server no longer has leaves the list; others stay.
    expect(view.store.getState().negril.negrilGuides.some((guide) => guide.id === 1)).toBe(
      status !== 404,
    );
  });

  it('keeps what was typed when the server cannot be reached', async () => {
    server.use(mockHttp.patch(DETAIL, () => HttpResponse.error()));
    const view = await openEditForm();
    await fillIn(view, { Name: 'Sunset cliff bar', Sunday: 'closed', Phone: '+1 876 000 0000' });
    await view.user.click(save(view.dialog));
    const alert = await within(view.dialog).findByRole('alert');
    expect(alert).toHaveTextContent('We could not reach the server. Check your connection');
    const form = within(view.dialog);
    expect(form.getByLabelText('Name')).toHaveValue('Sunset cliff bar');
    expect(form.getByLabelText('Sunday')).toHaveValue('closed');
    expect(form.getByLabelText('Phone')).toHaveValue('+1 876 000 0000');
    expect(save(view.dialog)).toHaveTextContent('Save place');
  });

  it('still lets an admin add a guide on a server without editing (405)', async () => {
    server.use(
      mockHttp.patch(DETAIL, answer(405, { detail: 'Method "PATCH" not allowed.' })),
      mockHttp.delete(DETAIL, answer(405, { detail: 'Method "DELETE" not allowed.' })),
    );
    const view = await openEditForm();
    await fillIn(view, { Name: 'Sunset cliff bar' });
    await view.user.click(save(view.dialog));
    await within(view.dialog).findByRole('alert');
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Cancel' }));
    await view.user.click(within(view.details).getByRole('button', { name: 'Close' }));

    await view.user.click(screen.getByRole('button', { name: 'Add place' }));
    const add = await screen.findByRole('dialog', { name: 'Add a place' });
    await dialogReady(add);
    await enter(view.user, within(add).getByLabelText('Name'), 'Cliff jumping point');
    await view.user.selectOptions(
      within(add).getByLabelText('Category', { exact: true }),
      'Negril Experiences',
    );
    await view.user.click(save(add));
    expect(
      await screen.findByText('“Cliff jumping point” was added to Negril Experiences.'),
    ).toBeInTheDocument();
  });

  it('closes without sending on Cancel, or when nothing changed', async () => {
    const seen = recordRequests();
    const view = await openEditForm();
    await fillIn(view, { Name: 'Half-typed' });
    await view.user.click(within(view.dialog).getByRole('button', { name: 'Cancel' }));
    await editFormCloses();
    await view.user.click(within(view.details).getByRole('button', { name: 'Edit place' }));
    const again = await screen.findByRole('dialog', { name: `Edit ${RICKS}` });
    expect(within(again).getByLabelText('Name')).toHaveValue(RICKS);
    await view.user.click(save(again));
    await editFormCloses();
    expect(requestsTo(seen, '/negril_guide/1/', 'PATCH')).toHaveLength(0);
    // The detail is still open behind it.
    expect(screen.getByRole('dialog', { name: RICKS })).toBeInTheDocument();
  });
});
