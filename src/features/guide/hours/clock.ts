/** Times of day as the guide writes them ("9:00", "23:30", "24:00"), in minutes after midnight. */

const CLOCK = /^([01]?\d|2[0-4]):([0-5]\d)$/;

/** "9:00", "09:00" or "24:00" as minutes (0..1440); anything else, or past 24:00, is null. */
export function parseClock(text: string): number | null {
  const match = CLOCK.exec(text.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 1440 ? minutes : null;
}

/** Minutes as the guide shows a time: "9:00", "23:30"; 1440 is "24:00". */
export function formatClock(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${hours}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Minutes as the server keeps a time: "09:00", "23:30", "24:00". */
export function wireClock(minutes: number): string {
  return formatClock(minutes).padStart(5, '0');
}
