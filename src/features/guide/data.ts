/**
 * The guide's door for what other features compute from a place (the trip's days, exports and
 * printout, the account's data): its names, category, hours in Negril's clock, distances and
 * directions, and the list of places itself. No components: a file of the trip's that needs only these (a calendar export) does not bring the
 * guide's screens or the map with it. Not for the first load (`index.ts` is that door).
 */
export { clockText, NEGRIL_TIME_ZONE, weekHours } from './hours/hours';
export { dayDirectionsHref } from './places/directions';
export { dayLegs, formatKm, hasCoordinates } from './places/distance';
export { categoryName, englishText } from './places/language';
export { guideName, nameText } from './places/names';
export type { Guide } from './places/types';
export { getGuides } from './api/get-guides';
