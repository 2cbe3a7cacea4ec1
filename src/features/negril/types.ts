import type { RequestFlags } from '../../lib/async';

/** The guide's categories, in the order the guide shows them (PRODUCT.md). */
export const GUIDE_CATEGORIES = [
  'Food & Drink',
  'Negril Experiences',
  'Bars & Nightlife',
  'Beach Destinations',
  'On the Water',
  'Tours & Sightseeing',
  'Spas & Wellness',
  'Sports',
  'Shopping',
  'Around the Island',
] as const;

export interface Guide {
  id: number;
  name: string;
  category: string;
  sub_category: string;
  description: string;
  image: string | null;
  website: string;
  location: string;
}

export interface NegrilState extends RequestFlags {
  negrilGuides: Guide[];
  /** The guide opened in detail. */
  currentCard: Guide | null;
  /** The word last entered at the gate (also kept under the storage key `negrilPassword`). */
  negrilPassword: string;
}
