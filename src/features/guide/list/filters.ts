import { slugify } from '../../../lib/text';
import { isOpenAt } from '../hours/hours';
import { priceLevel } from '../api/parse';
import type { Place, PriceLevel } from '../model/types';

/**
 * The guide's search and filters, and their form in the address, so that a filtered list can be
 * shared: `/negril?q=jerk&open=1&category=food-drink`.
 */

export interface GuideFilters {
  q: string;
  /** A category's slug ("food-drink"), or '' for every category. */
  category: string;
  /** Only the places open now. */
  open: boolean;
  /** The highest price level shown; places of unknown price are left out. */
  price: PriceLevel | null;
}

/** A category's form in the address: "food-drink" for "Food & Drink". */
export function categorySlug(category: string): string {
  return slugify(category);
}

/** The longest search the address carries: more is a paste gone wrong. */
const MAX_QUERY = 200;

export function readFilters(params: URLSearchParams): GuideFilters {
  const open = params.get('open');
  return {
    q: (params.get('q') ?? '').slice(0, MAX_QUERY),
    category: categorySlug(params.get('category') ?? ''),
    open: open === '1' || open === 'true',
    price: priceLevel(params.get('price')),
  };
}

/** The address's parameters with these filters; other parameters stay, empty filters go. */
export function writeFilters(filters: GuideFilters, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string) => {
    if (value) next.set(name, value);
    else next.delete(name);
  };
  set('q', filters.q.trim() ? filters.q : '');
  set('category', filters.category);
  set('open', filters.open ? '1' : '');
  set('price', filters.price === null ? '' : String(filters.price));
  return next;
}

export function hasFilters(filters: GuideFilters): boolean {
  return (
    filters.q.trim() !== '' || filters.category !== '' || filters.open || filters.price !== null
  );
}

/** Lower-case words without accents; "Rick's" is one word ("ricks"). */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The guides that match: every word searched starts a word of the name, description,
 * sub-category or location (in any case, with or without accents), and the place is of the
 * category, open at `now` and within the price, as asked.
 */
export function filterGuides(places: readonly Place[], filters: GuideFilters, now: Date): Place[] {
  const wanted = words(filters.q);
  return places.filter((place) => {
    if (filters.category && categorySlug(place.category) !== filters.category) return false;
    if (
      filters.price !== null &&
      (place.price_level === null || place.price_level > filters.price)
    ) {
      return false;
    }
    if (filters.open && !isOpenAt(place.opening_hours, now, place.hours_exceptions)) return false;
    if (wanted.length === 0) return true;
    const known = words(
      [place.name, place.description, place.sub_category, place.location].join(' '),
    );
    return wanted.every((word) => known.some((candidate) => candidate.startsWith(word)));
  });
}
