import { m } from '../../../paraglide/messages.js';
import { dateFormat } from '../../../lib/i18n/format';
import type { TripDay } from '../trip';

/** A day as the visitor named it, or "Day 2". */
export function dayName(day: Pick<TripDay, 'name'> | undefined, index: number): string {
  const name = day?.name.trim();
  return name ? name : m.guide_day_default({ n: index + 1 });
}

const DAY_DATE: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
};

/** The date of the day `index` of a trip that starts on `start` ("Saturday 12 December"), or ''. */
export function dayDate(start: string | null, index: number): string {
  if (!start) return '';
  const [year, month, day] = start.split('-').map(Number);
  if (!year || !month || !day) return '';
  return dateFormat(DAY_DATE).format(new Date(Date.UTC(year, month - 1, day + index)));
}
