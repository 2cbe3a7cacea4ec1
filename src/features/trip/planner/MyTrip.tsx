import { m } from '../../../paraglide/messages.js';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { ShareButton } from '../../../components/ShareButton';
import { Notice } from '../../../components/status/Notice';
import { paths } from '../../../lib/routes';
import { tripNoteSeen, useTripDispatch, useTripSelector } from '../store/tripSlice';
import {
  addDay,
  hasAllDays,
  editTrip,
  findStop,
  moveStop,
  moveToAdjacentDay,
  moveWithinDay,
  removeDay,
  removeStop,
  renameDay,
  setStart,
  setStopTime,
  type TripEdit,
} from '../store/tripEdits';
import { tripSearch } from '../model/tripLink';
import { MAX_DAYS } from '../model/trip';
import { dayDate, dayName, exportDays } from '../model/dayName';
import { inOrder } from '../model/inOrder';
import { dayHeadingId, TripDay } from './TripDay';
import { dropPointAt, stopControlId, type StopMove } from './TripDayStop';
import { TripExports } from './TripExports';
import { TripSyncStatus } from './TripSyncStatus';
import { TripTogether } from './TripTogether';
import { useTripPeople } from './useTripPeople';
import { WithMap, type CardContext } from '../../guide/lazy';
import { placeName, type Place } from '../../guide/data';

/** Where the focus goes after a move: the same button if the place still has it, else the nearest. */
const FOCUS_AFTER: Record<StopMove, StopMove[]> = {
  up: ['up', 'down', 'prev', 'next'],
  down: ['down', 'up', 'next', 'prev'],
  prev: ['prev', 'next', 'up', 'down'],
  next: ['next', 'prev', 'down', 'up'],
};

/**
 * The visitor's trip in days: each day's places in order, moved with buttons (which say where to,
 * and the move is announced) or by dragging; the day the map shows; the link that shares it all.
 */
export function MyTrip({
  byId,
  context,
}: {
  byId: ReadonlyMap<number, Place>;
  context: CardContext;
}) {
  const dispatch = useTripDispatch();
  const trip = useTripSelector((state) => state.trip.current);
  const dropped = useTripSelector((state) => state.trip.dropped);
  const [mapDay, setMapDay] = useState(0);
  const [announced, setAnnounced] = useState('');
  const focusNext = useRef<{ id: string[] } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const people = useTripPeople(byId);

  const days = useMemo(
    () =>
      trip.days.map((day) =>
        inOrder(
          day.stops.map((stop) => stop.id),
          byId,
        ),
      ),
    [trip, byId],
  );
  const count = days.reduce((sum, places) => sum + places.length, 0);
  const names = trip.days.map((day, index) => dayName(day, index));
  const shown = Math.min(mapDay, trip.days.length - 1);

  // After a change, the focus goes where it was asked to (the moved place's button, a day).
  useEffect(() => {
    const wanted = focusNext.current;
    if (!wanted) return;
    focusNext.current = null;
    for (const id of wanted.id) {
      const element = document.getElementById(id);
      if (element) {
        element.focus();
        return;
      }
    }
    heading.current?.focus();
  });

  const link = useMemo(() => {
    return new URL(paths.negril.getHref(tripSearch(trip)), window.location.origin).href;
  }, [trip]);

  const edit = (change: TripEdit) => {
    dispatch(editTrip(change));
  };

  /** Applies a move and says where the place is now. */
  const move = (id: number, change: TripEdit, focus: StopMove[] | null) => {
    // A move that changes nothing (a tap on the handle, a drop where it was) says nothing.
    if (change(trip) === trip) return;
    edit(change);
    // The trip as it is now, after the dispatch above.
    const place = byId.get(id);
    const after = findStop(change(trip), id);
    if (!place || !after) return;
    setAnnounced(
      m.guide_trip_moved({
        name: placeName(place),
        position: after.index + 1,
        day: dayName(trip.days[after.day], after.day),
      }),
    );
    if (focus) focusNext.current = { id: focus.map((kind) => stopControlId(id, kind)) };
  };

  const onMove = (id: number, kind: StopMove) => {
    const by = kind === 'up' || kind === 'prev' ? -1 : 1;
    move(
      id,
      kind === 'up' || kind === 'down' ? moveWithinDay(id, by) : moveToAdjacentDay(id, by),
      FOCUS_AFTER[kind],
    );
  };

  const onDrop = (day: number, id: number, position: number) => {
    const from = findStop(trip, id);
    // A position counted with the place itself still in its day.
    const at = from && from.day === day && from.index < position ? position - 1 : position;
    move(id, moveStop(id, day, at), null);
  };

  if (count === 0 && trip.days.length === 1) {
    return (
      <section aria-labelledby="my-trip-heading">
        <TripHeading heading={heading} />
        <TripTogether />
        {dropped ? <DroppedNote onClose={() => dispatch(tripNoteSeen())} /> : null}
        <TripSyncStatus key="sync-status" names={people.news} />
        <p className="rounded-xl border border-dashed border-primary-200 bg-primary-50 p-6 text-primary-900">
          {m.guide_trip_empty({ button: m.guide_save() })}
        </p>
        {/* The same live region in both forms of the trip (its key keeps it): one that
            mounts with its words, as the last place goes, is not always read. */}
        <p key="trip-status" role="status" className="sr-only">
          {announced}
        </p>
      </section>
    );
  }

  return (
    <section aria-labelledby="my-trip-heading">
      <TripHeading heading={heading} />
      <TripTogether />
      {dropped ? <DroppedNote onClose={() => dispatch(tripNoteSeen())} /> : null}
      <TripSyncStatus key="sync-status" names={people.news} />
      {count > 0 ? <p className="mb-2 text-slate-700">{m.guide_trip_intro({ count })}</p> : null}
      <p className="mb-4 text-slate-700">{m.guide_trip_days_intro()}</p>
      <div className="mb-6 flex flex-wrap items-start gap-3">
        {count > 0 ? (
          // A new trip is a new link: what was said of the last one goes with it.
          <ShareButton
            key={link}
            url={link}
            title={m.guide_trip_share_title()}
            label={m.guide_trip_share()}
          />
        ) : null}
      </div>
      {count > 0 ? (
        <TripExports
          days={exportDays(trip, byId)}
          start={trip.start}
          onStartChange={(date) => {
            edit(setStart(date));
          }}
        />
      ) : null}
      {trip.days.length > 1 ? (
        <div
          role="group"
          aria-label={m.guide_day_map_choice()}
          className="mb-4 flex flex-wrap gap-2"
        >
          {names.map((name, index) => (
            <button
              key={index}
              type="button"
              aria-pressed={index === shown}
              onClick={() => {
                setMapDay(index);
              }}
              className={`inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold wrap-anywhere ${
                index === shown
                  ? 'bg-primary-800 text-white'
                  : 'border border-primary-300 bg-white text-primary-800 hover:bg-primary-50'
              }`}
            >
              {name}
            </button>
          ))}
        </div>
      ) : null}
      <WithMap
        places={days[shown] ?? []}
        context={context}
        label={m.guide_day_map_label({ day: names[shown] ?? '' })}
        numbered
      >
        <div className="grid gap-6">
          {trip.days.map((day, index) => (
            <TripDay
              key={index}
              day={day}
              index={index}
              name={names[index] ?? ''}
              date={dayDate(trip.start, index)}
              places={days[index] ?? []}
              now={context.now}
              previousDay={index > 0 ? (names[index - 1] ?? null) : null}
              nextDay={index < trip.days.length - 1 ? (names[index + 1] ?? null) : null}
              removable={trip.days.length > 1}
              onOpen={context.onOpen}
              onRename={(name) => {
                edit(renameDay(index, name));
              }}
              onRemoveDay={() => {
                const name = names[index] ?? '';
                const moved = (days[index]?.length ?? 0) > 0;
                edit(removeDay(index));
                // The day that took its places (the next one, renumbered, for the first day).
                const targetName = index > 0 ? (names[index - 1] ?? '') : dayName(trip.days[1], 0);
                setAnnounced(
                  moved
                    ? m.guide_day_removed({ day: name, target: targetName })
                    : m.guide_day_removed_empty({ day: name }),
                );
                focusNext.current = { id: [dayHeadingId(index > 0 ? index - 1 : 0)] };
              }}
              onMove={onMove}
              onRemoveStop={(place) => {
                edit(removeStop(place.id));
                setAnnounced(m.guide_trip_removed({ name: placeName(place) }));
                focusNext.current = { id: [dayHeadingId(index)] };
              }}
              onTime={(id, time) => {
                edit(setStopTime(id, time));
              }}
              onDrop={(id, position) => {
                onDrop(index, id, position);
              }}
              onTouchDrop={(id, x, y) => {
                const point = dropPointAt(x, y);
                if (point) onDrop(point.day, id, point.position);
              }}
              addedBy={people.addedBy}
            />
          ))}
          {hasAllDays(trip) ? (
            // The server's limit: said where a day would be added, instead of the button.
            <p className="text-sm font-semibold text-slate-700">
              {m.guide_days_full({ max: MAX_DAYS })}
            </p>
          ) : (
            <div>
              <button
                type="button"
                onClick={() => {
                  edit(addDay);
                  const name = m.guide_day_default({ n: trip.days.length + 1 });
                  setAnnounced(m.guide_day_added({ day: name }));
                  focusNext.current = { id: [dayHeadingId(trip.days.length)] };
                }}
                className="inline-flex min-h-11 items-center gap-1.5 rounded-md border border-primary-300 bg-white px-4 font-semibold text-primary-800 hover:bg-primary-50"
              >
                <span aria-hidden="true" className="text-lg leading-none">
                  +
                </span>
                {m.guide_day_add()}
              </button>
            </div>
          )}
        </div>
      </WithMap>
      <p key="trip-status" role="status" className="sr-only">
        {announced}
      </p>
    </section>
  );
}

function TripHeading({ heading }: { heading: RefObject<HTMLHeadingElement | null> }) {
  return (
    <h2
      id="my-trip-heading"
      ref={heading}
      tabIndex={-1}
      className="mb-2 text-2xl font-bold text-primary-900 focus:outline-none focus-visible:outline-2"
    >
      {m.guide_my_trip()}
    </h2>
  );
}

/** Said once, when part of the stored trip could not be read. */
function DroppedNote({ onClose }: { onClose: () => void }) {
  return (
    <div className="mb-4 flex flex-wrap items-start gap-3">
      <div className="flex-1">
        <Notice tone="warning">{m.guide_trip_dropped()}</Notice>
      </div>
      <button
        type="button"
        onClick={onClose}
        className="inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-3 text-sm font-semibold text-slate-800"
      >
        {m.ui_close()}
      </button>
    </div>
  );
}
