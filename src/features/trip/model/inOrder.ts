import type { Guide } from '../../guide';

/** Places by id, in the order given; ids no longer in the guide are left out. */
export function inOrder(ids: readonly number[], byId: ReadonlyMap<number, Guide>): Guide[] {
  return ids.flatMap((id) => {
    const guide = byId.get(id);
    return guide ? [guide] : [];
  });
}
