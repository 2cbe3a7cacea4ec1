import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { ADMIN, signedInAuth } from '../../../session';
import { cardButton, categoryNav, renderOpenGuide } from '../helpers';

/** The seed's first place, which the edit and delete tests change. */
export const RICKS = "Rick's Cafe";
/** Its address on the server. */
export const DETAIL = '/api/negril_guide/1/';

/** The guide open on Rick's Cafe's detail, for an admin (or another account). */
export async function openDetails(auth = signedInAuth(ADMIN)) {
  const view = renderOpenGuide({ preloadedState: { auth } });
  await categoryNav();
  await view.user.click(cardButton(RICKS));
  const details = await screen.findByRole('dialog', { name: RICKS });
  return { ...view, details };
}

/** An MSW resolver that answers this status and JSON body. */
export const answer = (status: number, body: Record<string, unknown>) => () =>
  HttpResponse.json(body, { status });
