import { GUIDE_CATEGORIES } from './types';

// PLACEHOLDER written on branch `map` so the map builds on its own; branch `logic` owns this
// module (issue 14's contract), and its version replaces this one at the merge.

/** Each known category's colour, at least 3:1 against white (a pin, a swatch). */
const COLOURS: Record<(typeof GUIDE_CATEGORIES)[number], string> = {
  'Food & Drink': '#c2410c',
  'Negril Experiences': '#7c3aed',
  'Bars & Nightlife': '#be185d',
  'Beach Destinations': '#a16207',
  'On the Water': '#0369a1',
  'Tours & Sightseeing': '#15803d',
  'Spas & Wellness': '#0f766e',
  Sports: '#b91c1c',
  Shopping: '#4338ca',
  'Around the Island': '#4d7c0f',
};
const OTHER = '#57534e';

export function categoryColour(category: string): string {
  return (COLOURS as Record<string, string | undefined>)[category] ?? OTHER;
}
