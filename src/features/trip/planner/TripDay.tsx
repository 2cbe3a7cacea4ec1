import { m } from '../../../paraglide/messages.js';
import { MAX_DAY_NAME, type TripDay as Day } from '../model/trip';
import { dropTarget, TripDayStop, type StopMove } from './TripDayStop';
import { dayDirectionsHref, dayLegs, formatKm, hasCoordinates, type Place } from '../../guide/data';

export const dayHeadingId = (index: number) => `trip-day-${index}-heading`;

/**
 * One day of the trip: its heading (the name, editable, and the date when the trip has one), its
 * places in order with the distances between them, the day's total and its directions; a day
 * with nothing on it says how to fill it, and takes a place dragged onto it.
 */
export function TripDay({
  day,
  index,
  name,
  date,
  places,
  now,
  previousDay,
  nextDay,
  removable,
  onOpen,
  onRename,
  onRemoveDay,
  onMove,
  onRemoveStop,
  onTime,
  onDrop,
  onTouchDrop,
  addedBy,
}: {
  day: Day;
  index: number;
  /** "Day 2" or the visitor's name for it. */
  name: string;
  date: string;
  /** The day's places (those the guide still has), in order. */
  places: Place[];
  now: Date;
  previousDay: string | null;
  nextDay: string | null;
  removable: boolean;
  onOpen: (place: Place) => void;
  onRename: (name: string) => void;
  onRemoveDay: () => void;
  onMove: (id: number, move: StopMove) => void;
  onRemoveStop: (place: Place) => void;
  onTime: (id: number, time: number | null) => void;
  /** A place dropped at a position of this day. */
  onDrop: (id: number, position: number) => void;
  onTouchDrop: (id: number, x: number, y: number) => void;
  /** On a trip planned together, who added a place (from its stop's `by`); else undefined. */
  addedBy?: ((by: number | null | undefined) => string | undefined) | undefined;
}) {
  const { legs, total } = dayLegs(places);
  const directions = dayDirectionsHref(places);
  const partial = legs.some((leg) => leg === null);
  const times = new Map(day.stops.map((stop) => [stop.id, stop.time]));
  const adders = new Map(day.stops.map((stop) => [stop.id, stop.by]));
  const located = places.filter(hasCoordinates).length;
  // Said under the field once the name is as long as the server takes (in characters).
  const nameFull = Array.from(day.name).length >= MAX_DAY_NAME;
  return (
    <section
      aria-labelledby={dayHeadingId(index)}
      data-trip-day={index}
      data-trip-length={places.length}
      className="rounded-2xl border border-primary-200 bg-primary-50/40 p-4"
      {...dropTarget((id) => {
        onDrop(id, places.length);
      })}
    >
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3
            id={dayHeadingId(index)}
            tabIndex={-1}
            className="text-xl font-bold text-primary-900 focus:outline-none focus-visible:outline-2"
          >
            {name}
          </h3>
          {date ? <p className="text-sm text-slate-700">{date}</p> : null}
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <label className="flex flex-col text-sm font-semibold text-slate-700">
            {m.guide_day_name_label({ n: index + 1 })}
            {/* No maxLength: it counts UTF-16 units, the server characters (renameDay cuts). */}
            <input
              type="text"
              value={day.name}
              placeholder={m.guide_day_default({ n: index + 1 })}
              aria-describedby={nameFull ? `${dayHeadingId(index)}-name-full` : undefined}
              onChange={(event) => {
                onRename(event.target.value);
              }}
              className="min-h-11 rounded-md border border-slate-400 px-3 font-normal text-slate-900"
            />
            {nameFull ? (
              <span
                id={`${dayHeadingId(index)}-name-full`}
                className="text-xs font-normal text-slate-700"
              >
                {m.guide_day_name_full({ max: MAX_DAY_NAME })}
              </span>
            ) : null}
          </label>
          {removable ? (
            <button
              type="button"
              onClick={onRemoveDay}
              className="inline-flex min-h-11 items-center rounded-md border border-secondary-300 bg-white px-3 text-sm font-semibold wrap-anywhere text-secondary-800 hover:bg-secondary-50"
            >
              {m.guide_day_remove({ day: name })}
            </button>
          ) : null}
        </div>
      </div>
      {places.length === 0 ? (
        <p className="rounded-xl border border-dashed border-primary-300 bg-white p-4 text-slate-700">
          {m.guide_day_empty({ day: name })}
        </p>
      ) : (
        <>
          <ol className="grid gap-3">
            {places.map((place, at) => (
              <TripDayStop
                key={place.id}
                place={place}
                number={at + 1}
                time={times.get(place.id) ?? null}
                addedBy={addedBy?.(adders.get(place.id))}
                leg={at === 0 ? undefined : legs[at - 1]}
                now={now}
                previousDay={previousDay}
                nextDay={nextDay}
                first={at === 0}
                last={at === places.length - 1}
                onOpen={onOpen}
                onMove={(move) => {
                  onMove(place.id, move);
                }}
                onRemove={() => {
                  onRemoveStop(place);
                }}
                onTime={(time) => {
                  onTime(place.id, time);
                }}
                onDropBefore={(id, after) => {
                  onDrop(id, at + (after ? 1 : 0));
                }}
                onTouchDrop={(x, y) => {
                  onTouchDrop(place.id, x, y);
                }}
                index={at}
              />
            ))}
          </ol>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
            {located > 1 ? (
              <p className="text-sm font-semibold text-slate-800">
                {m.guide_day_total({ distance: formatKm(total) })}
                {partial ? ` ${m.guide_day_total_partial()}` : null}
              </p>
            ) : null}
            {directions ? (
              <a
                href={directions}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline"
              >
                {m.guide_day_directions()}{' '}
                <span className="sr-only">{m.guide_day_directions_label({ day: name })}</span>
              </a>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
