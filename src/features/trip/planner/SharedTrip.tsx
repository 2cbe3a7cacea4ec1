import { m } from '../../../paraglide/messages.js';
import { useEffect, useRef, useState } from 'react';
import { Link } from '../../../lib/router';
import { Button } from '../../../components/form/Button';
import { paths } from '../../../lib/routes';
import { useTripDispatch, useTripSelector } from '../store/tripSlice';
import { MAX_DAYS, MAX_STOPS, savedIds } from '../model/trip';
import { addSharedDays, editTrip, placesLeftOut } from '../store/tripEdits';
import type { SharedTrip as SharedTripLink } from '../model/tripLink';
import { dayDate, dayName } from '../model/dayName';
import { inOrder } from '../model/inOrder';
import { Cards, type CardContext, WithMap } from '../../guide/lazy';
import { type Place } from '../../guide/data';

/**
 * A trip someone shared: its days (with their names) and places in their order, to save in one
 * go with their times and day 1's date. Saving adds its days after the visitor's own (a visitor's
 * trip is theirs to arrange: merging would reorder it), without the places already saved; then
 * My trip is one step away.
 */
export function SharedTrip({
  shared: link,
  byId,
  context,
  onShowTrip,
}: {
  shared: SharedTripLink;
  byId: Map<number, Place>;
  context: CardContext;
  onShowTrip: () => void;
}) {
  const dispatch = useTripDispatch();
  const mine = useTripSelector((state) => state.trip.current);
  const [saved, setSaved] = useState(false);
  // How many of its places did not fit the trip's limits when it was saved.
  const [leftOut, setLeftOut] = useState(0);
  const status = useRef<HTMLParagraphElement>(null);
  // The button goes once all is saved: the focus goes to what says so, once it says it (an empty
  // line is not shown, and a hidden element takes no focus).
  useEffect(() => {
    if (saved) status.current?.focus();
  }, [saved]);
  // The days that have places the guide knows, with the day's name and number in the link.
  const shared = link.days
    .map((day, index) => ({
      name: dayName(day, index),
      places: inOrder(
        day.stops.map((stop) => stop.id),
        byId,
      ),
    }))
    .filter((day) => day.places.length > 0);
  const trip = shared.flatMap((day) => day.places);
  const gone = link.days.reduce((sum, day) => sum + day.stops.length, 0) - trip.length;
  const named = link.days.some((day) => day.name.trim());
  const have = new Set(savedIds(mine));
  const allSaved = trip.every((place) => have.has(place.id));
  return (
    <section aria-labelledby="shared-trip-heading">
      <h2 id="shared-trip-heading" className="mb-2 text-2xl font-bold text-primary-900">
        {m.guide_shared_title()}
      </h2>
      <p className="mb-4 text-slate-700">
        {trip.length === 0 ? m.guide_shared_none() : m.guide_shared_intro({ count: trip.length })}
        {gone > 0 && trip.length > 0 ? ` ${m.guide_shared_gone({ count: gone })}` : null}
        {link.start && trip.length > 0
          ? ` ${m.guide_shared_starts({ date: dayDate(link.start, 0) })}`
          : null}
      </p>
      <div className="mb-6 flex flex-wrap items-center gap-3">
        {trip.length > 0 && !allSaved && !saved ? (
          <Button
            variant="secondary"
            onClick={() => {
              const add = addSharedDays(link.days, link.start);
              setLeftOut(placesLeftOut(link.days, mine, add(mine)));
              dispatch(editTrip(add));
              setSaved(true);
            }}
          >
            {m.guide_save_all()}
          </Button>
        ) : null}
        <Link
          to={paths.negril.getHref()}
          className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline"
        >
          {m.guide_whole_guide()}
        </Link>
        <p
          ref={status}
          tabIndex={-1}
          role="status"
          className="text-sm text-slate-700 empty:hidden focus:outline-none"
        >
          {saved ? m.guide_saved_all() : null}
          {saved && leftOut > 0
            ? ` ${m.guide_shared_left_out({ count: leftOut, days: MAX_DAYS, stops: MAX_STOPS })}`
            : null}
        </p>
        {saved ? (
          <Button variant="secondary" onClick={onShowTrip}>
            {m.guide_go_to_trip()}
          </Button>
        ) : null}
        {trip.length > 0 && allSaved && !saved ? (
          <p className="text-sm font-semibold text-slate-800">{m.guide_trip_all_saved()}</p>
        ) : null}
      </div>
      {trip.length > 0 ? (
        <WithMap places={trip} context={context} label={m.guide_shared_map()}>
          {shared.length === 1 && !named ? (
            <Cards places={trip} context={context} ordered />
          ) : (
            <div className="grid gap-8">
              {shared.map(({ name, places }, index) => (
                <section key={index} aria-label={name} className="grid gap-3">
                  <p className="text-xl font-bold text-primary-900" aria-hidden="true">
                    {name}
                  </p>
                  <Cards places={places} context={context} ordered />
                </section>
              ))}
            </div>
          )}
        </WithMap>
      ) : null}
    </section>
  );
}
