import { m } from '../../../paraglide/messages.js';
import { useState } from 'react';
import { placeName, type Place } from '../../guide/data';
import { MAX_STOPS } from '../model/trip';
import { editTrip, isFull, toggleStop } from '../store/tripEdits';
import { useTripDispatch, useTripSelector } from '../store/tripSlice';

/**
 * Saves a place to "My trip" (at the end of its last day: the day being planned last, and the
 * visitor moves it from there) or takes it out. What it shows says which ("Save", or "Saved"
 * with a filled heart on pink), and its name begins with those same words ("Saved: remove Rick's
 * Cafe from my trip"), so a voice user can say what they see. A button whose name changes is not
 * also a pressed toggle (a pressed "Saved" would say the state twice); instead its own status
 * line tells a screen reader what the press did, inside a card as inside the details dialog.
 * A full trip (`MAX_STOPS` places, the server's limit) takes no other: the button says "Trip
 * full", is marked unavailable, and its name and a press say why and what to do.
 */
export function SaveButton({ place, className = '' }: { place: Place; className?: string }) {
  const dispatch = useTripDispatch();
  // What the last press did, said while the place stays as that press left it. Once it changes
  // elsewhere (the details, My trip, another tab) the line is emptied for good, so that a later
  // change cannot bring it back into this card's live region and have it announced again.
  const [said, setSaid] = useState({ text: '', saved: false });
  const saved = useTripSelector((state) =>
    state.trip.current.days.some((day) => day.stops.some((stop) => stop.id === place.id)),
  );
  const full = useTripSelector((state) => !saved && isFull(state.trip.current));
  if (said.text !== '' && said.saved !== saved) setSaid({ text: '', saved });
  const name = placeName(place);
  if (full) {
    const why = m.guide_trip_full_label({ max: MAX_STOPS, name });
    return (
      <>
        <button
          type="button"
          aria-disabled="true"
          aria-label={why}
          onClick={() => {
            setSaid({ text: why, saved });
          }}
          className={`relative z-10 inline-flex min-h-11 cursor-not-allowed items-center gap-1.5 rounded-md border border-slate-300 bg-slate-100 px-3 text-sm font-semibold text-slate-700 ${className}`}
        >
          {m.guide_trip_full()}
        </button>
        <span role="status" className="sr-only">
          {said.text}
        </span>
      </>
    );
  }
  return (
    <>
      <button
        type="button"
        aria-label={saved ? m.guide_saved_label({ name }) : m.guide_save_label({ name })}
        onClick={() => {
          dispatch(editTrip(toggleStop(place.id)));
          setSaid({
            text: saved ? m.guide_trip_removed({ name }) : m.guide_trip_added({ name }),
            saved: !saved,
          });
        }}
        className={`relative z-10 inline-flex min-h-11 items-center gap-1.5 rounded-md border px-3 text-sm font-semibold transition-colors ${
          saved
            ? 'border-secondary-700 bg-secondary-700 text-white hover:bg-secondary-800'
            : 'border-secondary-300 bg-white text-secondary-800 hover:bg-secondary-50'
        } ${className}`}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          {saved ? (
            <path d="M10 17.5 8.8 16.4C4.6 12.6 2 10.2 2 7.2 2 4.8 3.9 3 6.2 3c1.4 0 2.8.7 3.8 1.8C11 3.7 12.4 3 13.8 3 16.1 3 18 4.8 18 7.2c0 3-2.6 5.4-6.8 9.2L10 17.5Z" />
          ) : (
            <path
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              d="M10 16.4 9.3 15.8C5.3 12.2 2.8 9.9 2.8 7.2c0-1.9 1.5-3.4 3.4-3.4 1.3 0 2.6.7 3.2 1.8h1.2c.6-1.1 1.9-1.8 3.2-1.8 1.9 0 3.4 1.5 3.4 3.4 0 2.7-2.5 5-6.5 8.6l-.7.6Z"
            />
          )}
        </svg>
        {saved ? m.guide_saved() : m.guide_save()}
      </button>
      <span role="status" className="sr-only">
        {said.text}
      </span>
    </>
  );
}
