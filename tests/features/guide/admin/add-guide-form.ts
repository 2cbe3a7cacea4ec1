import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { ADMIN, signedInAuth } from '../../../session';
import { categoryNav, dialogReady, enter, renderOpenGuide } from '../helpers';

/** A one-pixel PNG's bytes. */
export const PNG_BYTES = [
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
  0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f, 0x15, 0xc4,
  0x89,
];

/** A one-pixel PNG as a visitor would pick it. */
export const png = (name = 'pelican-bar.png') =>
  new File([new Uint8Array(PNG_BYTES)], name, { type: 'image/png' });

/** The guide for an admin, with the Add a place form open and ready. */
export async function openForm() {
  const view = renderOpenGuide({ preloadedState: { auth: signedInAuth(ADMIN) } });
  await categoryNav();
  await view.user.click(screen.getByRole('button', { name: 'Add place' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a place' });
  await dialogReady(dialog);
  return { ...view, dialog };
}

export type Form = Awaited<ReturnType<typeof openForm>>;

/** Fills the form's fields, by label: a select by its option, a text field by typing. */
export async function fillIn({ user, dialog }: Form, fields: Record<string, string>) {
  const form = within(dialog);
  for (const [label, value] of Object.entries(fields)) {
    const field = form.getByLabelText(label);
    if (field instanceof HTMLSelectElement) await user.selectOptions(field, value);
    else await enter(user, field, value);
  }
}

/** A place with every text field filled in, by the form's labels. */
export const PELICAN = {
  Name: "Floyd's Pelican Bar",
  Category: 'Bars & Nightlife',
  'Sub-category': 'Bar on stilts',
  Description: 'A shack on a sandbar, a boat ride out to sea.',
  Website: 'https://pelican.example.com',
  Location: 'Parottee Bay, St Elizabeth',
};

export const formCloses = () =>
  waitFor(() => {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

export const save = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Save place' });
