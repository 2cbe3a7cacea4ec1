import { m } from '../../../paraglide/messages.js';
import { websiteHref } from '../api/parse';
import type { Place, PriceLevel } from '../model/types';

/** The links of a place's details (directions, call, booking) and its price as words. */

/**
 * Google Maps' directions to the place (no key needed): to its coordinates when it has them,
 * else to its name and location as a search.
 */
export function directionsHref(
  guide: Pick<Place, 'name' | 'location' | 'latitude' | 'longitude'>,
): string {
  const destination =
    guide.latitude !== null && guide.longitude !== null
      ? `${guide.latitude},${guide.longitude}`
      : encodeURIComponent([guide.name, guide.location].filter(Boolean).join(', '));
  return `https://www.google.com/maps/dir/?api=1&destination=${destination}`;
}

/**
 * A `tel:` link from the phone as written ("+1 (876) 957-0380"): its digits, with the leading
 * + when it has one. Fewer than 7 digits or more than 15 (the longest international number)
 * is not a number to call.
 */
export function phoneHref(phone: string): string | null {
  // An extension ("… ext 12", "x12", ";12") is not dialled as part of the number.
  const number = phone.split(/\s*(?:ext\.?|x|;)\s*\d/i)[0] ?? '';
  const digits = number.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return null;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** The booking link, checked as the website's is (http(s) only). */
export function bookingHref(bookingUrl: string): string | null {
  return websiteHref(bookingUrl);
}

// Functions, called when a price is shown (see language.ts).
const PRICE_WORDS: Record<PriceLevel, () => string> = {
  1: m.guide_price_level_1,
  2: m.guide_price_level_2,
  3: m.guide_price_level_3,
  4: m.guide_price_level_4,
};

/** "$$" for 2 (a mark of the level, not an amount: the same in every language); nothing when unknown. */
export function priceText(level: PriceLevel | null): string {
  return level === null ? '' : '$'.repeat(level);
}

/** "Price: moderate" for 2, for the ears of a screen reader; nothing when unknown. */
export function priceLabel(level: PriceLevel | null): string {
  return level === null ? '' : m.guide_price_label({ price: PRICE_WORDS[level]() });
}
