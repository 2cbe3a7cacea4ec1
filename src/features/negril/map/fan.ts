import { point, type LatLngExpression, type Map as LeafletMap, type Marker } from 'leaflet';

export interface Point {
  x: number;
  y: number;
}

/** A pin is 28 px across (pins.ts): pins whose centres are closer than this cover each other. */
export const PIN_GAP = 30;

/**
 * Where to draw pins so that none covers another, in screen pixels: a pin farther than `gap` from
 * every pin before it stays where it is; pins that fall on one another (a trip's two stops on the
 * same street, seen from the whole island) are set on a small circle around their middle, in
 * their order clockwise from the top, each `gap` from its neighbours. Their line and their place
 * in the list are unchanged: only the drawing moves, by a few pixels, at this zoom.
 */
export function fanOut(points: readonly Point[], gap = PIN_GAP): Point[] {
  const groups: number[][] = [];
  for (const [index, each] of points.entries()) {
    const near = groups.find((group) =>
      group.some((other) => {
        const them = points[other];
        return them !== undefined && Math.hypot(them.x - each.x, them.y - each.y) < gap;
      }),
    );
    if (near) near.push(index);
    else groups.push([index]);
  }
  const placed = points.map((each) => ({ ...each }));
  for (const group of groups) {
    if (group.length < 2) continue;
    const members = group.flatMap((index) => points[index] ?? []);
    const middle = {
      x: members.reduce((sum, each) => sum + each.x, 0) / members.length,
      y: members.reduce((sum, each) => sum + each.y, 0) / members.length,
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
  const placed = fanOut(pins.map(({ at }) => map.latLngToLayerPoint(at)));
  for (const [index, { marker }] of pins.entries()) {
    const spot = placed[index];
    if (spot) marker.setLatLng(map.layerPointToLatLng(point(spot.x, spot.y)));
  }
}
