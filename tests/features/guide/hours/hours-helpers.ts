import { openStatus, parseOpeningHours } from '../../../../src/features/guide/hours/hours';
import type { OpeningHours } from '../../../../src/features/guide/model/types';

/** The days of a week, from Monday, as the server's hours name them. */
export const DAYS = { mon: 0, tue: 1, wed: 2, thu: 3, fri: 4, sat: 5, sun: 6 };

/** The instant of a Negril day and time in the week of Monday 6 January 2025. */
export function negril(day: keyof typeof DAYS, clock: string, weekLater = 0): Date {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return new Date(Date.UTC(2025, 0, 6 + DAYS[day] + 7 * weekLater, hours + 5, minutes));
}

/** A week of hours from the server's form, for fixtures that must parse. */
export function hours(wire: unknown): OpeningHours {
  const parsed = parseOpeningHours(wire);
  if (!parsed) throw new Error('fixture hours do not parse');
  return parsed;
}

/** The line a card shows for a week of hours at an instant. */
export const statusText = (week: OpeningHours | null, now: Date) => openStatus(week, now)?.text;
