import { smallHash } from '../util/encoding';
import { PAINTERS, random, round, type Canvas, type Palette, type Scene } from './painters';

/**
 * Generated pictures for the demo: every image URL the mock backends hand out is answered with an
 * SVG drawn here (a gradient sky or sea in the site's teal, pink and sunset colours, with a
 * simple scene), so the demo looks finished and works with no network.
 */

export type { Scene } from './painters';

export type PaletteName = 'sunset' | 'lagoon' | 'blush' | 'dusk' | 'noon' | 'golden';

export interface ImageSpec {
  width: number;
  height: number;
  scene: Scene;
  palette?: PaletteName;
  /** Shown to assistive technology as the SVG's title. */
  title?: string;
}

const PALETTES: Record<PaletteName, Palette> = {
  sunset: {
    skyTop: '#6d28d9',
    skyMid: '#f472b6',
    skyBottom: '#fb923c',
    sea: '#0d9488',
    seaDeep: '#134e4a',
    sun: '#fde68a',
    land: '#042f2e',
    accent: '#ec4899',
    light: '#fff7ed',
  },
  lagoon: {
    skyTop: '#2dd4bf',
    skyMid: '#99f6e4',
    skyBottom: '#f0fdfa',
    sea: '#14b8a6',
    seaDeep: '#0f766e',
    sun: '#fef3c7',
    land: '#115e59',
    accent: '#f472b6',
    light: '#ffffff',
  },
  blush: {
    skyTop: '#f9a8d4',
    skyMid: '#fbcfe8',
    skyBottom: '#fdf2f8',
    sea: '#5eead4',
    seaDeep: '#0d9488',
    sun: '#fff1f2',
    land: '#9d174d',
    accent: '#db2777',
    light: '#ffffff',
  },
  dusk: {
    skyTop: '#042f2e',
    skyMid: '#115e59',
    skyBottom: '#db2777',
    sea: '#134e4a',
    seaDeep: '#042f2e',
    sun: '#fbcfe8',
    land: '#020617',
    accent: '#f472b6',
    light: '#fdf2f8',
  },
  noon: {
    skyTop: '#0ea5e9',
    skyMid: '#7dd3fc',
    skyBottom: '#e0f2fe',
    sea: '#0d9488',
    seaDeep: '#115e59',
    sun: '#fef9c3',
    land: '#166534',
    accent: '#f472b6',
    light: '#ffffff',
  },
  golden: {
    skyTop: '#f59e0b',
    skyMid: '#fcd34d',
    skyBottom: '#fef3c7',
    sea: '#0f766e',
    seaDeep: '#134e4a',
    sun: '#fffbeb',
    land: '#78350f',
    accent: '#ec4899',
    light: '#fffbeb',
  },
};

const PALETTE_NAMES = Object.keys(PALETTES) as PaletteName[];
const SCENES: Scene[] = [
  'sunset',
  'beach',
  'cliffs',
  'reef',
  'boat',
  'waterfall',
  'food',
  'night',
  'spa',
  'palms',
  'market',
  'lighthouse',
];

/** A scene for an image nobody described: chosen from its URL, so it is stable across loads. */
export function specFromKey(key: string, width: number, height: number): ImageSpec {
  const hash = smallHash(key);
  return {
    width,
    height,
    scene: SCENES[hash % SCENES.length] ?? 'sunset',
    palette: PALETTE_NAMES[(hash >>> 8) % PALETTE_NAMES.length] ?? 'sunset',
  };
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Draws a scene at the given size; dimensions are clamped to what an image API would serve. */
export function renderSvg(spec: ImageSpec): string {
  const w = Math.min(4000, Math.max(1, Math.round(spec.width)));
  const h = Math.min(4000, Math.max(1, Math.round(spec.height)));
  const m = Math.min(w, h);
  const p = PALETTES[spec.palette ?? 'sunset'];
  const prefix = smallHash(
    `${spec.scene}${spec.palette ?? ''}${w}x${h}${spec.title ?? ''}`,
  ).toString(36);
  const canvas: Canvas = {
    w,
    h,
    m,
    p,
    rnd: random(smallHash(`${spec.scene}:${spec.palette ?? ''}:${spec.title ?? ''}`)),
    x: (fraction) => round(w * fraction),
    y: (fraction) => round(h * fraction),
    r: (fraction) => round(m * fraction),
    id: (name) => `${name}-${prefix}`,
  };
  const defs =
    `<linearGradient id="${canvas.id('sky')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="0.55" stop-color="${p.skyMid}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient>` +
    `<linearGradient id="${canvas.id('sea')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sea}"/><stop offset="1" stop-color="${p.seaDeep}"/></linearGradient>` +
    `<linearGradient id="${canvas.id('water')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyMid}"/><stop offset="0.35" stop-color="${p.sea}"/><stop offset="1" stop-color="${p.seaDeep}"/></linearGradient>` +
    `<linearGradient id="${canvas.id('night')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#020617"/><stop offset="0.6" stop-color="#134e4a"/><stop offset="1" stop-color="#831843"/></linearGradient>` +
    `<linearGradient id="${canvas.id('fall')}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e0f2fe"/><stop offset="1" stop-color="${p.light}" stop-opacity="0.7"/></linearGradient>`;
  const title = spec.title ? `<title>${escapeXml(spec.title)}</title>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">${title}<defs>${defs}</defs>${PAINTERS[spec.scene](canvas)}</svg>`;
}

/** Applies an image API's `w`/`h` query: both given wins, one given keeps the aspect ratio. */
export function resize(spec: ImageSpec, query: URLSearchParams): ImageSpec {
  const parse = (name: string) => {
    const value = Number(query.get(name));
    return Number.isFinite(value) && value > 0 ? Math.min(4000, Math.round(value)) : null;
  };
  const width = parse('w');
  const height = parse('h');
  if (width && height) return { ...spec, width, height };
  if (width) return { ...spec, width, height: Math.round((spec.height * width) / spec.width) };
  if (height) return { ...spec, height, width: Math.round((spec.width * height) / spec.height) };
  return spec;
}
