import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openDetails } from '../card/place-details';

describe('an admin’s words for the guide’s entries', () => {
  it('says “place”: Add place in the list, Edit place and Delete place in the details, never “guide”', async () => {
    const { details } = await openDetails();
    expect(screen.getByRole('button', { name: 'Add place' })).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Edit place' })).toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Delete place' })).toBeInTheDocument();
    expect(within(details).queryAllByRole('button', { name: /guide/i })).toEqual([]);
  });
});
