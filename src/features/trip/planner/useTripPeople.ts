import { m } from '../../../paraglide/messages.js';
import { useMemo } from 'react';
import { placeName, type Place } from '../../guide/data';
import { selectMe, shownTrip, useTogetherSelector } from '../store/together';
import type { NewsNames } from './TripSyncStatus';

/**
 * The names My trip puts beside places on a trip planned together: who added each (a member's
 * name as the server gives it, "you", or "a companion" for an account since deleted), and the
 * names the trip's news uses. On a trip of one, `addedBy` is undefined: nothing to tell apart.
 */
export function useTripPeople(byId: ReadonlyMap<number, Place>): {
  news: NewsNames;
  addedBy: ((by: number | null | undefined) => string | undefined) | undefined;
} {
  const me = useTogetherSelector(selectMe);
  const trip = useTogetherSelector((state) => shownTrip(state.trip));
  return useMemo(() => {
    const members = new Map((trip?.members ?? []).map((member) => [member.id, member.name]));
    const who = (by: number | null) => (by !== null && members.get(by)) || m.trip_someone();
    const place = (id: number) => {
      const known = byId.get(id);
      return known ? placeName(known) : `#${id}`;
    };
    const together = members.size > 1;
    return {
      news: { place, who },
      addedBy: together
        ? (by) => (by === undefined ? undefined : by === me ? m.trip_you() : who(by))
        : undefined,
    };
  }, [trip, me, byId]);
}
