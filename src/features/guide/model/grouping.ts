import { slugify } from '../../../lib/text';
import { knownCategory, OTHER_CATEGORY } from './language';
import { GUIDE_CATEGORIES, type Place } from './types';

export { OTHER_CATEGORY };

export interface PlaceGroup {
  /** The category: the guide's own in its English form (`categoryName` shows it), or as written. */
  category: string;
  /** The id of the group's section, for the category navigation's links. */
  anchor: string;
  places: Place[];
}

/**
 * The guides by category: the known categories in the guide's order, then any other category
 * in the order it first appears, then guides without one. Empty categories are left out.
 * A category written in another case or with stray spaces joins its known group.
 */
export function groupPlaces(places: readonly Place[]): PlaceGroup[] {
  const byCategory = new Map<string, Place[]>();
  for (const place of places) {
    const written = place.category.trim().replace(/\s+/g, ' ');
    const category = written ? (knownCategory(written) ?? written) : OTHER_CATEGORY;
    const list = byCategory.get(category);
    if (list) list.push(place);
    else byCategory.set(category, [place]);
  }
  const known = GUIDE_CATEGORIES.filter((category) => byCategory.has(category));
  const unknown = [...byCategory.keys()].filter(
    (category) => !knownCategory(category) && category !== OTHER_CATEGORY,
  );
  const order = [...known, ...unknown, ...(byCategory.has(OTHER_CATEGORY) ? [OTHER_CATEGORY] : [])];

  const anchors = new Set<string>();
  return order.map((category) => {
    const base = `guides-${slugify(category) || 'category'}`;
    let anchor = base;
    for (let n = 2; anchors.has(anchor); n += 1) anchor = `${base}-${n}`;
    anchors.add(anchor);
    return { category, anchor, places: byCategory.get(category) ?? [] };
  });
}
