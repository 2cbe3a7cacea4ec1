import { http, HttpResponse, type RequestHandler } from 'msw';
import { DEMO_MAP_TILE_URL } from '../lib/demoTiles';

/**
 * The demo's map tiles (`/demo-tiles/{z}/{x}/{y}.svg`, src/config.ts): each drawn on request as
 * an SVG in Web Mercator, as every tile server cuts them: the sea, Jamaica's coast (simplified,
 * closer where the guide's places are, around Negril) and a light grid. Enough to recognise
 * the West End's cliffs, Seven Mile Beach and Booby Cay; no streets, no names.
 */

const TILE_SIZE = 256;

/** [latitude, longitude] around the island, clockwise from Negril's West End. */
const JAMAICA: readonly (readonly [number, number])[] = [
  // The West End's cliffs, from the lighthouse to the village.
  [18.2511, -78.3664],
  [18.256, -78.368],
  [18.2616, -78.3688],
  [18.2645, -78.3668],
  [18.268, -78.364],
  [18.27, -78.3615],
  [18.2715, -78.3598],
  [18.273, -78.356],
  [18.2745, -78.353],
  // Long Bay: Seven Mile Beach.
  [18.277, -78.3512],
  [18.2808, -78.3505],
  [18.287, -78.349],
  [18.2934, -78.3478],
  [18.2958, -78.3467],
  [18.3012, -78.3442],
  [18.3076, -78.3424],
  [18.3121, -78.3416],
  [18.32, -78.3408],
  [18.33, -78.341],
  [18.34, -78.343],
  // Rutland Point, Bloody Bay and North Negril Point.
  [18.346, -78.348],
  [18.349, -78.342],
  [18.3545, -78.3356],
  [18.361, -78.337],
  [18.37, -78.343],
  [18.378, -78.33],
  // The north coast: Green Island, Lucea, Montego Bay, Falmouth, Ocho Rios.
  [18.39, -78.305],
  [18.405, -78.27],
  [18.43, -78.22],
  [18.452, -78.173],
  [18.46, -78.1],
  [18.47, -78.0],
  [18.48, -77.93],
  [18.5, -77.8],
  [18.495, -77.655],
  [18.47, -77.4],
  [18.41, -77.1],
  [18.37, -76.9],
  [18.27, -76.77],
  // The east: Port Antonio, Morant Point.
  [18.18, -76.45],
  [18.05, -76.28],
  [17.92, -76.19],
  // The south coast: Kingston, Portland Point, Treasure Beach, Black River, Savanna-la-Mar.
  [17.88, -76.41],
  [17.93, -76.65],
  [17.93, -76.8],
  [17.92, -76.95],
  [17.8, -77.1],
  [17.72, -77.17],
  [17.82, -77.3],
  [17.87, -77.56],
  [17.88, -77.76],
  [18.02, -77.85],
  [18.08, -77.96],
  [18.17, -78.03],
  [18.21, -78.13],
  [18.23, -78.22],
  [18.24, -78.3],
  [18.244, -78.34],
  [18.248, -78.36],
];

/** Booby Cay, off Bloody Bay. */
const BOOBY_CAY: readonly (readonly [number, number])[] = [
  [18.3612, -78.3475],
  [18.3603, -78.3452],
  [18.3582, -78.3449],
  [18.3574, -78.3471],
  [18.3588, -78.3489],
];

/** A point's position in pixels on the whole world's map at `zoom` (Web Mercator). */
function project([latitude, longitude]: readonly [number, number], zoom: number): [number, number] {
  const scale = TILE_SIZE * 2 ** zoom;
  const sin = Math.sin((latitude * Math.PI) / 180);
  const x = ((longitude + 180) / 360) * scale;
  const y = (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale;
  return [x, y];
}

function outline(
  points: readonly (readonly [number, number])[],
  zoom: number,
  left: number,
  top: number,
): string {
  const moves = points.map((point, index) => {
    const [x, y] = project(point, zoom);
    return `${index === 0 ? 'M' : 'L'}${(x - left).toFixed(1)} ${(y - top).toFixed(1)}`;
  });
  return `${moves.join('')}Z`;
}

/** The tile at `z/x/y` as an SVG document, or null for a tile that does not exist. */
export function demoTile(z: number, x: number, y: number): string | null {
  const count = 2 ** z;
  const whole = [z, x, y].every(Number.isInteger);
  if (!whole || z < 0 || z > 22 || x < 0 || y < 0 || x >= count || y >= count) return null;
  const left = x * TILE_SIZE;
  const top = y * TILE_SIZE;
  const land = [JAMAICA, BOOBY_CAY].map((shape) => outline(shape, z, left, top)).join('');
  const grid = [64, 128, 192].map((at) => `M${at} 0V256M0 ${at}H256`).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
    `<rect width="256" height="256" fill="#b9dcea"/>` +
    `<path d="${land}" fill="#eef0e2" stroke="#8fb9a8" stroke-width="1.5" stroke-linejoin="round"/>` +
    `<path d="${grid}" fill="none" stroke="#0f172a" stroke-opacity="0.07"/>` +
    `</svg>`
  );
}

const path = DEMO_MAP_TILE_URL.replace('{z}', ':z').replace('{x}', ':x').replace('{y}', ':y');

export const tileHandlers: RequestHandler[] = [
  http.get(path, ({ params }) => {
    const [z, x, y] = [params.z, params.x, params.y].map(Number) as [number, number, number];
    const tile = demoTile(z, x, y);
    if (tile === null) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(tile, {
      headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
    });
  }),
];
