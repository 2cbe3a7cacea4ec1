import { screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { hoursTextError } from '../../../../src/features/guide/hours/hoursForm';
import { getDb } from '../../../../src/mocks/db';
import { server } from '../../../../src/mocks/node';
import { recordRequests, requestsTo } from '../../auth/helpers';
import { ADMIN, signedInAuth } from '../../../session';
import {
  cardButton,
  categoryNav,
  dialogReady,
  enter,
  receivedGuides,
  renderOpenGuide,
} from '../helpers';

const LIGHTHOUSE = 'Negril Lighthouse';
const RICKS = "Rick's Cafe";

/** An admin's edit form of a place, from its details. */
async function openEditForm(name: string) {
  const view = renderOpenGuide({ preloadedState: { auth: signedInAuth(ADMIN) } });
  await categoryNav();
  await view.user.click(cardButton(name));
  const details = await screen.findByRole('dialog', { name });
  await view.user.click(within(details).getByRole('button', { name: 'Edit place' }));
  const dialog = await screen.findByRole('dialog', { name: `Edit ${name}` });
  await dialogReady(dialog);
  return { ...view, dialog, form: within(dialog) };
}

const save = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Save place' });

describe('the special dates of the admin form', () => {
  it('starts from the place’s exceptions, adds and removes dates, and sends them by date', async () => {
    const received = receivedGuides('PATCH');
    const view = await openEditForm(LIGHTHOUSE);
    const { form, user } = view;
    const dates = form.getByRole('group', { name: 'Special dates' });
    expect(within(dates).getByLabelText('Date 1')).toHaveValue('2026-12-25');
    expect(within(dates).getByLabelText('Hours on date 1')).toHaveValue('closed');
    expect(within(dates).getByLabelText('Date 2')).toHaveValue('2026-12-31');
    expect(within(dates).getByLabelText('Hours on date 2')).toHaveValue('18:00–2:00');

    await user.click(within(dates).getByRole('button', { name: 'Add a date' }));
    const added = within(dates).getByLabelText('Date 3');
    expect(added).toHaveFocus();
    await enter(user, added, '2027-01-01');
    await enter(user, within(dates).getByLabelText('Hours on date 3'), '12:00-20:00');
    await user.click(within(dates).getByRole('button', { name: 'Remove date 1' }));
    expect(within(dates).getByRole('button', { name: 'Add a date' })).toHaveFocus();
    expect(within(dates).getByLabelText('Date 1')).toHaveValue('2026-12-31');

    await user.click(save(view.dialog));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: /^Edit / })).not.toBeInTheDocument();
    });
    await received.read();
    expect(received[0]?.json).toEqual({
      hours_exceptions: { '2026-12-31': [['18:00', '02:00']], '2027-01-01': [['12:00', '20:00']] },
    });
    const kept = getDb().guides.find((guide) => guide.name === LIGHTHOUSE);
    expect(kept?.hours_exceptions).toEqual({
      '2026-12-31': [['18:00', '02:00']],
      '2027-01-01': [['12:00', '20:00']],
    });
  });

  it('says which row it cannot read, focuses the first, and sends nothing', async () => {
    const seen = recordRequests();
    const { form, user, dialog } = await openEditForm(RICKS);
    const dates = form.getByRole('group', { name: 'Special dates' });
    expect(dates).toHaveTextContent('No special dates');
    await user.click(within(dates).getByRole('button', { name: 'Add a date' }));
    await enter(user, within(dates).getByLabelText('Date 1'), '2026-12-25');
    await enter(user, within(dates).getByLabelText('Hours on date 1'), 'noon till late');
    await user.click(within(dates).getByRole('button', { name: 'Add a date' }));
    await enter(user, within(dates).getByLabelText('Hours on date 2'), 'closed');
    await user.click(within(dates).getByRole('button', { name: 'Add a date' }));
    await enter(user, within(dates).getByLabelText('Date 3'), '2026-12-25');
    await enter(user, within(dates).getByLabelText('Hours on date 3'), 'closed');
    await user.click(save(dialog));

    const hours = within(dates).getByLabelText('Hours on date 1');
    expect(hours).toBeInvalid();
    expect(hours).toHaveAccessibleDescription(hoursTextError());
    expect(hours).toHaveFocus();
    expect(within(dates).getByLabelText('Date 2')).toHaveAccessibleDescription(
      'Choose a date (such as 2026-12-25), or remove this row.',
    );
    expect(within(dates).getByLabelText('Date 3')).toHaveAccessibleDescription(
      'This date is already in the list: give each date once.',
    );
    expect(within(dates).getByLabelText('Date 1')).toBeValid();
    expect(requestsTo(seen, '/negril_guide/1/', 'PATCH')).toHaveLength(0);
  });

  it('shows the server’s refusal above the dates, focused, and keeps every row typed', async () => {
    server.use(
      mockHttp.patch('/api/negril_guide/1/', () =>
        HttpResponse.json(
          { hours_exceptions: ['2026-12-31: a span cannot open at 24:00 (use 00:00).'] },
          { status: 400 },
        ),
      ),
    );
    const { form, user, dialog } = await openEditForm(RICKS);
    const dates = form.getByRole('group', { name: 'Special dates' });
    await user.click(within(dates).getByRole('button', { name: 'Add a date' }));
    await enter(user, within(dates).getByLabelText('Date 1'), '2026-12-31');
    await enter(user, within(dates).getByLabelText('Hours on date 1'), '18:00-2:00');
    await user.click(save(dialog));

    await waitFor(() => {
      expect(dates).toHaveAccessibleDescription(
        expect.stringContaining('2026-12-31: a span cannot open at 24:00 (use 00:00).'),
      );
    });
    expect(dates).toHaveFocus();
    expect(form.getByRole('alert')).toHaveTextContent('The changes were not saved.');
    expect(within(dates).getByLabelText('Date 1')).toHaveValue('2026-12-31');
    expect(within(dates).getByLabelText('Hours on date 1')).toHaveValue('18:00-2:00');
    expect(getDb().guides[0]?.hours_exceptions ?? null).toBeNull();
  });
});
