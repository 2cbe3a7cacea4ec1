import { m } from '../../../paraglide/messages.js';
import type { DOMAttributes, DragEvent } from 'react';
import { OpenStatusLine } from '../../guide/lazy';
import { formatKm, placeName, nameText, type Place } from '../../guide/data';

/** What a stop's buttons do; MyTrip applies it, says it and keeps the focus on it. */
export type StopMove = 'up' | 'down' | 'prev' | 'next';

/** The DOM id of a stop's control, for the focus to follow the stop when it moves. */
export const stopControlId = (id: number, control: StopMove | 'remove') =>
  `trip-stop-${id}-${control}`;

export const DRAG_TYPE = 'application/x-negril-stop';

/**
 * What makes an element a place to drop a dragged stop: it accepts the stop's drag, and on a
 * drop gives the stop's id and the drop event (nothing for any other drag).
 */
export function dropTarget(
  onStop: (id: number, event: DragEvent<HTMLElement>) => void,
): Pick<DOMAttributes<HTMLElement>, 'onDragOver' | 'onDrop'> {
  return {
    onDragOver: (event) => {
      if (event.dataTransfer.types.includes(DRAG_TYPE)) event.preventDefault();
    },
    onDrop: (event) => {
      const id = Number(event.dataTransfer.getData(DRAG_TYPE));
      if (!id) return;
      event.preventDefault();
      onStop(id, event);
    },
  };
}

/**
 * Where a finger that dragged a place was lifted: the day and the position there, read from the
 * stop or the day under it (`data-trip-day`, `data-trip-index`), or null outside the trip.
 */
export function dropPointAt(x: number, y: number): { day: number; position: number } | null {
  const under = document.elementFromPoint(x, y);
  const stop = under?.closest<HTMLElement>('[data-trip-index]');
  const day = under?.closest<HTMLElement>('[data-trip-day]');
  if (!day) return null;
  const dayIndex = Number(day.dataset.tripDay);
  if (stop) {
    const box = stop.getBoundingClientRect();
    const index = Number(stop.dataset.tripIndex);
    return { day: dayIndex, position: index + (y > box.top + box.height / 2 ? 1 : 0) };
  }
  return { day: dayIndex, position: Number(day.dataset.tripLength) };
}

function toClock(minutes: number | null): string {
  if (minutes === null) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

function fromClock(value: string): number | null {
  const match = /^(\d{2}):(\d{2})/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

// `wrap-anywhere`: "To <a day's name>" breaks a name longer than the screen is wide.
const control =
  'inline-flex min-h-11 items-center rounded-md border border-primary-300 bg-white px-3 text-sm font-semibold wrap-anywhere text-primary-800 hover:bg-primary-50';

/**
 * One place of a day: its number, name (which opens its details), whether it is open, the
 * straight-line distance from the place before, the visitor's time, and the buttons that move it.
 */
export function TripDayStop({
  place,
  number,
  time,
  leg,
  now,
  previousDay,
  nextDay,
  first,
  last,
  onOpen,
  onMove,
  onRemove,
  onTime,
  onDropBefore,
  onTouchDrop,
  index,
  addedBy,
}: {
  place: Place;
  number: number;
  time: number | null;
  /** From the place before: km, null when one has no location, undefined for the first. */
  leg: number | null | undefined;
  now: Date;
  previousDay: string | null;
  nextDay: string | null;
  first: boolean;
  last: boolean;
  onOpen: (place: Place) => void;
  onMove: (move: StopMove) => void;
  onRemove: () => void;
  onTime: (time: number | null) => void;
  /** A place dragged onto this one goes before it (top half) or after it (bottom half). */
  onDropBefore: (id: number, after: boolean) => void;
  /**
   * A place dragged by touch or pen, lifted at a point of the screen (the browser's drag and drop
   * is the mouse's: phones do not start it).
   */
  onTouchDrop: (x: number, y: number) => void;
  /** Its position in the day, for a touch drop to find. */
  index: number;
  /** On a trip planned together: who added it ("Anna", "you"). */
  addedBy?: string | undefined;
}) {
  const name = placeName(place);
  const button = (move: StopMove, label: string, text: string) => (
    <button
      type="button"
      id={stopControlId(place.id, move)}
      aria-label={label}
      className={control}
      onClick={() => {
        onMove(move);
      }}
    >
      {text}
    </button>
  );
  return (
    <li
      data-trip-index={index}
      className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
      {...dropTarget((id, event) => {
        // The day's own drop (at its end) is for drops beside its places.
        event.stopPropagation();
        const box = event.currentTarget.getBoundingClientRect();
        onDropBefore(id, event.clientY > box.top + box.height / 2);
      })}
    >
      {leg === undefined ? null : (
        <p className="mb-2 text-sm text-slate-700">
          {leg === null ? m.guide_day_leg_unknown() : m.guide_day_leg({ distance: formatKm(leg) })}
        </p>
      )}
      {/* On a narrow screen (320 px) the time field goes under the name rather than past the edge. */}
      <div className="flex flex-wrap items-start gap-3">
        <span
          aria-hidden="true"
          draggable
          title={m.guide_trip_drag({ name })}
          onDragStart={(event) => {
            event.dataTransfer.setData(DRAG_TYPE, String(place.id));
            event.dataTransfer.effectAllowed = 'move';
          }}
          onPointerDown={(event) => {
            if (event.pointerType === 'mouse') return;
            event.currentTarget.setPointerCapture(event.pointerId);
          }}
          onPointerUp={(event) => {
            if (event.pointerType === 'mouse') return;
            event.currentTarget.releasePointerCapture(event.pointerId);
            onTouchDrop(event.clientX, event.clientY);
          }}
          className="flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-full bg-primary-800 font-bold text-white select-none"
        >
          {number}
        </span>
        <div className="min-w-0 flex-1 basis-20">
          <h4 className="font-semibold text-primary-900">
            <button
              type="button"
              aria-haspopup="dialog"
              className="text-left underline-offset-2 hover:underline"
              onClick={() => {
                onOpen(place);
              }}
            >
              <span {...nameText(place)}>{name}</span>
            </button>
          </h4>
          <OpenStatusLine place={place} now={now} />
          {addedBy ? (
            <p className="text-xs text-slate-700">{m.trip_added_by({ name: addedBy })}</p>
          ) : null}
        </div>
        <label className="flex shrink-0 flex-col text-xs font-semibold text-slate-700">
          <span aria-hidden="true">{m.guide_trip_time()}</span>
          <input
            type="time"
            aria-label={m.guide_trip_time_label({ name })}
            value={toClock(time)}
            onChange={(event) => {
              onTime(fromClock(event.target.value));
            }}
            className="min-h-11 rounded-md border border-slate-400 px-2 text-sm font-normal text-slate-900"
          />
        </label>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {first ? null : button('up', m.guide_trip_move_up({ name }), m.guide_trip_up())}
        {last ? null : button('down', m.guide_trip_move_down({ name }), m.guide_trip_down())}
        {previousDay === null
          ? null
          : button(
              'prev',
              m.guide_trip_move_to_day({ name, day: previousDay }),
              m.guide_trip_to_day({ day: previousDay }),
            )}
        {nextDay === null
          ? null
          : button(
              'next',
              m.guide_trip_move_to_day({ name, day: nextDay }),
              m.guide_trip_to_day({ day: nextDay }),
            )}
        <button
          type="button"
          id={stopControlId(place.id, 'remove')}
          aria-label={m.guide_trip_remove_label({ name })}
          className="inline-flex min-h-11 items-center rounded-md border border-secondary-300 bg-white px-3 text-sm font-semibold text-secondary-800 hover:bg-secondary-50"
          onClick={onRemove}
        >
          {m.guide_trip_remove()}
        </button>
      </div>
    </li>
  );
}
