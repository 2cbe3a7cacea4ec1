import { m } from '../../../paraglide/messages.js';
import { englishText } from './language';
import type { Place } from './types';

/** How a place is named where a name is needed, when the server sent none. */
export function placeName(place: Place): string {
  return place.name || m.guide_untitled();
}

/** The attributes of an element showing `placeName(place)`: the server's name is English. */
export function nameText(place: Place): { lang?: 'en' } {
  return place.name ? englishText() : {};
}
