import type { Place } from '../../guide';

/** Places by id, in the order given; ids no longer in the guide are left out. */
export function inOrder(ids: readonly number[], byId: ReadonlyMap<number, Place>): Place[] {
  return ids.flatMap((id) => {
    const place = byId.get(id);
    return place ? [place] : [];
  });
}
