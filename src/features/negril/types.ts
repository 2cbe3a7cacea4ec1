import type { RequestFlags } from '../../lib/async';
import type { ApiError } from '../../lib/errors';

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

/** What an admin fills in to add a guide; sent as multipart form data. */
export interface GuideDraft {
  name: string;
  category: string;
  sub_category: string;
  description: string;
  website: string;
  location: string;
  image: File | null;
}

export interface NegrilState extends RequestFlags {
  negrilGuides: Guide[];
  /** The guide opened in detail. */
  currentCard: Guide | null;
  /** The word last entered at the gate (also kept under the storage key `negrilPassword`). */
  negrilPassword: string;
  /** Why the list could not be loaded, for the screen to say it in plain words. */
  loadFailure: ApiError | null;
  /** The flags of adding a guide: a failed addition must not hide the list. */
  creation: RequestFlags;
}
