import { openStatus } from '../hours/hours';
import { priceLabel, priceText } from './links';
import type { Place } from '../model/types';

/**
 * "Open now · closes 23:00" (teal) or "Closed · opens 9:00 tomorrow" (grey), and on a public
 * holiday "Public holiday: hours may differ"; nothing when unknown.
 */
export function OpenStatusLine({ place, now }: { place: Place; now: Date }) {
  const status = openStatus(place.opening_hours, now, place.hours_exceptions);
  if (!status) return null;
  const line = (
    <p
      className={`flex items-center gap-1.5 text-sm font-semibold ${
        status.open ? 'text-primary-800' : 'text-slate-700'
      }`}
    >
      <span
        aria-hidden="true"
        className={`size-2 shrink-0 rounded-full ${status.open ? 'bg-primary-600' : 'bg-slate-400'}`}
      />
      {status.text}
    </p>
  );
  if (!status.note) return line;
  return (
    <>
      {line}
      <p className="text-sm text-slate-700">{status.note}</p>
    </>
  );
}

/** "$$" with its meaning for screen readers and on hover. */
export function PriceTag({ place }: { place: Place }) {
  if (place.price_level === null) return null;
  const label = priceLabel(place.price_level);
  return (
    <span className="text-sm font-semibold text-slate-700" title={label}>
      <span aria-hidden="true">{priceText(place.price_level)}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
