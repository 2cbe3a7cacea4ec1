import { m } from '../../../paraglide/messages.js';
import { getLocale } from '../../../lib/i18n/runtime';
import { GUIDE_CATEGORIES, type Place, type GuideCategory } from './types';

/**
 * The guide's words in the page's language, and the marks of what stays English: the server's
 * places (names, descriptions, addresses, sub-categories) are written in English only.
 */

/**
 * The attributes of an element that shows the server's English text: `lang="en"` on a page in
 * another language, so that a screen reader reads it with an English voice; nothing on an
 * English page, where it is the page's own language.
 */
export function englishText(): { lang?: 'en' } {
  return getLocale() === 'en' ? {} : { lang: 'en' };
}

/**
 * The language of a place as a whole: English when the server wrote words of its own beyond the
 * name (a description, a sub-category, an address); undefined when it has none.
 */
export function placeLanguage(place: Place): 'en' | undefined {
  return place.description || place.sub_category || place.location ? 'en' : undefined;
}

/** The group of a guide whose category is missing (a key, never shown as it is). */
export const OTHER_CATEGORY = 'Other places';

// Functions, called when a name is shown: a message called here would keep the first language
// the page painter rendered.
const NAMES: Record<GuideCategory, () => string> = {
  'Food & Drink': m.guide_category_food_drink,
  'Negril Experiences': m.guide_category_experiences,
  'Bars & Nightlife': m.guide_category_nightlife,
  'Beach Destinations': m.guide_category_beaches,
  'On the Water': m.guide_category_water,
  'Tours & Sightseeing': m.guide_category_tours,
  'Spas & Wellness': m.guide_category_spas,
  Sports: m.guide_category_sports,
  Shopping: m.guide_category_shopping,
  'Around the Island': m.guide_category_island,
};

const KNOWN = new Map<string, GuideCategory>(
  GUIDE_CATEGORIES.map((category) => [category.toLowerCase(), category]),
);

/** The guide's own category a text names, in any case and with stray spaces; else undefined. */
export function knownCategory(category: string): GuideCategory | undefined {
  return KNOWN.get(category.trim().replace(/\s+/g, ' ').toLowerCase());
}

/**
 * A category as the page shows it: the guide's own in the page's language; any other as the
 * server wrote it (in English, see `categoryText`).
 */
export function categoryName(category: string): string {
  if (category === OTHER_CATEGORY) return m.guide_category_other();
  const known = knownCategory(category);
  return known ? NAMES[known]() : category;
}

/** The attributes of an element showing `categoryName(category)`: English when it is the server's. */
export function categoryText(category: string): { lang?: 'en' } {
  return category === OTHER_CATEGORY || knownCategory(category) ? {} : englishText();
}
