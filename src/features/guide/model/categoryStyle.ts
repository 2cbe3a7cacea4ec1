import { GUIDE_CATEGORIES } from './types';

/**
 * A colour per known category, for the map's pins and the cards' swatches: each one distinct
 * and at least 3:1 against white (WCAG's contrast for graphics), so a pin stands out on the
 * light tiles. Any other category is grey.
 */

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

/** The colour of a category that is not one of the guide's own. */
export const OTHER_CATEGORY_COLOUR = '#6b7280';

const BY_NAME = new Map<string, string>(
  GUIDE_CATEGORIES.map((category) => [category.toLowerCase(), COLOURS[category]]),
);

/** The category's colour; one written in another case or with stray spaces is still known. */
export function categoryColour(category: string): string {
  return BY_NAME.get(category.trim().replace(/\s+/g, ' ').toLowerCase()) ?? OTHER_CATEGORY_COLOUR;
}
