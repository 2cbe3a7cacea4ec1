import { point, type LatLngExpression, type Map as LeafletMap, type Marker } from 'leaflet';

export interface Point {
  x: number;
  y: number;
}

/** A pin is 28 px across (pins.ts): pins whose centres are closer than this cover each other. */
export const PIN_GAP = 30;

/**
 * Where to draw pins so that none covers another, in screen pixels: a pin at least `gap` from
 * every other stays where it is; pins that fall on one another (a trip's two stops on the same
 * street, seen from the whole island) are set on a small circle around their middle, in their
 * order clockwise from the top, each `gap` from its neighbours. A circle that then covers another
 * pin or circle takes it in, and is drawn again, until nothing covers anything (at worst, one
 * circle of them all). Their line and their place in the list are unchanged: only the drawing
 * moves, by a few pixels, at this zoom.
 */
export function fanOut(points: readonly Point[], gap = PIN_GAP): Point[] {
  // The group each pin is drawn with: first alone, then merged with whatever its drawing covers.
  const groupOf = points.map((_, index) => index);
  const root = (index: number): number => {
    let at = index;
    while (groupOf[at] !== at) at = groupOf[at] ?? at;
    return at;
  };
  for (;;) {
    const placed = placeGroups(
      points,
      groupOf.map((_, index) => root(index)),
      gap,
    );
    let merged = false;
    for (let i = 0; i < placed.length; i += 1) {
      for (let j = i + 1; j < placed.length; j += 1) {
        const [a, b] = [placed[i], placed[j]];
        if (!a || !b || root(i) === root(j)) continue;
        if (Math.hypot(a.x - b.x, a.y - b.y) < gap) {
          groupOf[root(j)] = root(i);
          merged = true;
        }
      }
    }
    // Groups only ever merge, so this ends: at the latest with one group, one circle.
    if (!merged) return placed;
  }
}

/** Each pin alone where it is; each group of two or more on a circle around its middle. */
function placeGroups(points: readonly Point[], groups: readonly number[], gap: number): Point[] {
  const members = new Map<number, number[]>();
  for (const [index, group] of groups.entries()) {
    members.set(group, [...(members.get(group) ?? []), index]);
  }
  const placed = points.map((each) => ({ ...each }));
  for (const group of members.values()) {
    if (group.length < 2) continue;
    const held = group.flatMap((index) => points[index] ?? []);
    const middle = {
      x: held.reduce((sum, each) => sum + each.x, 0) / held.length,
      y: held.reduce((sum, each) => sum + each.y, 0) / held.length,
    };
    // Neighbours on the circle are a chord apart: 2r·sin(π/n) = gap.
    const radius = gap / (2 * Math.sin(Math.PI / group.length));
    for (const [order, index] of group.entries()) {
      const angle = -Math.PI / 2 + (2 * Math.PI * order) / group.length;
      placed[index] = {
        x: middle.x + radius * Math.cos(angle),
        y: middle.y + radius * Math.sin(angle),
      };
    }
  }
  return placed;
}

/**
 * Draws each numbered pin where `fanOut` puts it at the map's zoom, from its place's true
 * position (`at`), so that a zoom that parts them puts them back.
 */
export function spreadPins(
  map: LeafletMap,
  pins: readonly { marker: Marker; at: LatLngExpression }[],
): void {
  const where = pins.map(({ at }) => map.latLngToLayerPoint(at));
  const placed = fanOut(where);
  for (const [index, { marker, at }] of pins.entries()) {
    const [spot, own] = [placed[index], where[index]];
    if (!spot || !own) continue;
    // A pin that stays is put back on its place exactly (not on its place rounded to a pixel).
    const moved = spot.x !== own.x || spot.y !== own.y;
    marker.setLatLng(moved ? map.layerPointToLatLng(point(spot.x, spot.y)) : at);
  }
}
