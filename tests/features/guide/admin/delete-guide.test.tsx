import { screen, waitFor, within } from '@testing-library/react';
import { http as mockHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getDb } from '../../../../src/mocks/db';
import { server } from '../../../../src/mocks/node';
import { recordRequests, requestsTo } from '../../auth/helpers';
import { READER, signedInAuth } from '../../../session';
import { GUIDE_WORD, receivedGuides } from '../helpers';
import { answer, DETAIL, openDetails, RICKS } from '../card/place-details';

describe('deleting a guide', () => {
  async function openConfirmation() {
    const view = await openDetails();
    await view.user.click(within(view.details).getByRole('button', { name: 'Delete place' }));
    const dialog = await screen.findByRole('dialog', { name: `Delete ${RICKS}?` });
    return { ...view, dialog };
  }

  it('asks first, naming the place, then deletes it and says so', async () => {
    const seen = recordRequests();
    const deletes = receivedGuides('DELETE');
    const view = await openConfirmation();
    expect(view.dialog).toHaveTextContent(`“${RICKS}” will leave the guide for every visitor.`);
    expect(within(view.dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(requestsTo(seen, '/negril_guide/1/', 'DELETE')).toHaveLength(0);

    await view.user.click(within(view.dialog).getByRole('button', { name: 'Delete place' }));

    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    const sent = requestsTo(seen, '/negril_guide/1/', 'DELETE');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.authorization).toBe(`Bearer ${view.store.getState().auth.token ?? ''}`);
    expect(deletes[0]?.guideWord).toBe(GUIDE_WORD);
    expect(screen.getByText(`“${RICKS}” was deleted from the guide.`)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3, name: RICKS })).not.toBeInTheDocument();
    expect(view.store.getState().negril.currentCard).toBeNull();
    expect(getDb().guides.some((guide) => guide.id === 1)).toBe(false);
    // Both dialogs closed at once: the page scrolls again.
    expect(document.body.style.overflow).toBe('');
    // The card that had the focus is gone: the guide's summary takes it.
    await waitFor(() => {
      expect(screen.getByText(/places in \d+ categories/)).toHaveFocus();
    });
  });

  it('sends nothing when cancelled, by the button or by Escape, and keeps the detail open', async () => {
    const seen = recordRequests();
    const view = await openConfirmation();
    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: `Delete ${RICKS}?` })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: RICKS })).toBeInTheDocument();
    const deleteButton = within(view.details).getByRole('button', { name: 'Delete place' });
    expect(deleteButton).toHaveFocus();

    await view.user.click(deleteButton);
    const again = await screen.findByRole('dialog', { name: `Delete ${RICKS}?` });
    await view.user.click(within(again).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: `Delete ${RICKS}?` })).not.toBeInTheDocument();
    expect(requestsTo(seen, '/negril_guide/1/', 'DELETE')).toHaveLength(0);
    expect(getDb().guides[0]?.name).toBe(RICKS);
  });

  it.each([
    [403, 'This account may not delete places'],
    [404, 'This place is no longer on the server'],
    [405, 'Deleting is not available on this server'],
  ])(
    'says what a %i means (keeping the guide unless the server has it no more)',
    async (status, words) => {
      server.use(mockHttp.delete(DETAIL, answer(status, { detail: 'Refused.' })));
      const view = await openConfirmation();
      await view.user.click(within(view.dialog).getByRole('button', { name: 'Delete place' }));
      const alert = await within(view.dialog).findByRole('alert');
      expect(alert).toHaveTextContent('The place was not deleted.');
      expect(alert).toHaveTextContent(words);
      expect(screen.getByRole('dialog', { name: RICKS })).toBeInTheDocument();
      expect(view.store.getState().negril.negrilGuides.some((guide) => guide.id === 1)).toBe(
        status !== 404,
      );
    },
  );

  it('says so when the server cannot be reached, and can try again', async () => {
    server.use(mockHttp.delete(DETAIL, () => HttpResponse.error(), { once: true }));
    const view = await openConfirmation();
    const confirm = within(view.dialog).getByRole('button', { name: 'Delete place' });
    await view.user.click(confirm);
    expect(await within(view.dialog).findByRole('alert')).toHaveTextContent(
      'We could not reach the server.',
    );
    await view.user.click(confirm);
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(getDb().guides.some((guide) => guide.id === 1)).toBe(false);
  });
});

describe('who may edit and delete', () => {
  it('never offers them to a signed-in reader', async () => {
    const seen = recordRequests();
    const view = await openDetails(signedInAuth(READER));
    await waitFor(() => {
      expect(requestsTo(seen, '/check_status', 'GET')).toHaveLength(1);
    });
    expect(
      within(view.details).queryByRole('button', { name: 'Edit place' }),
    ).not.toBeInTheDocument();
    expect(
      within(view.details).queryByRole('button', { name: 'Delete place' }),
    ).not.toBeInTheDocument();
  });
});
