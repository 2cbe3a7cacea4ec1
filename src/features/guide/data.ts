/**
 * The guide's door for what other features compute from a place (the trip's days, exports and
 * printout, the account's data): its names, category, hours in Negril's clock, distances and
 * directions, and the list of places itself. No components: a file of the trip's that needs only these (a calendar export) does not bring the
 * guide's screens or the map with it. Not for the first load (`index.ts` is that door).
 */
export { clockText, NEGRIL_TIME_ZONE, weekHours } from './hours/hours';
export { dayDirectionsHref } from './model/directions';
export { dayLegs, formatKm, hasCoordinates } from './model/distance';
export { categoryName, englishText } from './model/language';
export { placeName, nameText } from './model/names';
export { WEEKDAYS, type Place, type PriceLevel, type Weekday } from './model/types';
export { GUIDE_TEXT_FIELDS } from './api/draft';
export { getGuides } from './api/getGuides';
