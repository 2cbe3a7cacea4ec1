import { m } from '../../../paraglide/messages.js';
import { dateFormat } from '../../../lib/i18n/intlFormat';
import { dayTitle, type ExportDay, type ExportStop } from '../model/exportDay';
import { categoryName, clockText, englishText, weekHours } from '../../guide/data';

const LONG_DATE = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
} as const;

/** "Tuesday 1 December 2026" for `2026-12-01`, in the page's language. */
const longDate = (date: string) => dateFormat(LONG_DATE).format(new Date(`${date}T00:00:00Z`));

/** Monday 0 … Sunday 6, as the place's week is kept. */
const weekdayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** The day's hours when the trip has dates ("Tuesday: 12:00–23:00"), else the whole week. */
function Hours({ stop, date }: { stop: ExportStop; date: string | null }) {
  // Noon in Negril on the trip's date: the rows are then that date's week, so the date's own row
  // carries its special hours (the place's exception) or its public holiday.
  const at = date === null ? undefined : new Date(`${date}T12:00:00-05:00`);
  const rows = weekHours(stop.place.opening_hours, stop.place.hours_exceptions, at);
  if (rows.length === 0) return <p>{m.guide_export_hours_unknown()}</p>;
  const today = date === null ? undefined : rows[weekdayIndex(date)];
  if (today) {
    return (
      <p>
        <span className="font-semibold">{m.guide_hours_heading()}:</span> {today.day} {today.text}
        {today.note ? ` (${today.note})` : null}
      </p>
    );
  }
  return (
    <div>
      <p className="font-semibold">{m.guide_hours_heading()}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3">
        {rows.map((row) => (
          <div key={row.day} className="contents">
            <dt>{row.day}</dt>
            <dd>{row.text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function Stop({ stop, number, date }: { stop: ExportStop; number: number; date: string | null }) {
  const { place } = stop;
  const kind = [place.category ? categoryName(place.category) : '', place.sub_category]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="trip-print-stop flex gap-3 border-t border-slate-500 py-2">
      <span className="w-7 shrink-0 text-lg font-bold">{number}.</span>
      <div className="flex flex-col gap-0.5">
        <h3 className="text-lg font-bold">
          {stop.time !== null ? `${clockText(stop.time)} · ` : ''}
          <span {...englishText()}>{place.name}</span>
        </h3>
        {kind ? <p>{kind}</p> : null}
        {place.location.trim() ? (
          <p>
            {m.guide_location_prefix()} <span {...englishText()}>{place.location}</span>
          </p>
        ) : null}
        {place.phone.trim() ? (
          <p>
            {m.guide_phone()}: {place.phone}
          </p>
        ) : null}
        <Hours stop={stop} date={date} />
      </div>
    </li>
  );
}

/**
 * The trip as it prints: the site's name, then each day with its date, its places numbered in
 * visit order with their address, phone and hours (the day's, when the trip has dates). Nothing
 * of the screen's controls, map or links: the page's print stylesheet shows this alone.
 */
export function TripPrint({ days }: { days: readonly ExportDay[] }) {
  return (
    <div className="trip-print bg-white p-4 text-black">
      <p className="font-semibold">{m.app_anchor()}</p>
      <h1 className="mb-4 text-2xl font-bold">{m.guide_trip_share_title()}</h1>
      {days.map((day, index) =>
        day.stops.length === 0 ? null : (
          <section key={index} className="trip-print-day mb-6">
            <h2 className="text-xl font-bold">
              {day.date === null
                ? dayTitle(day, index)
                : `${dayTitle(day, index)} · ${longDate(day.date)}`}
            </h2>
            <ol>
              {day.stops.map((stop, position) => (
                <Stop
                  key={`${stop.place.id}-${position}`}
                  stop={stop}
                  number={position + 1}
                  date={day.date}
                />
              ))}
            </ol>
          </section>
        ),
      )}
    </div>
  );
}
