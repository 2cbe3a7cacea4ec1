/**
 * The demo pictures' scenes, each drawn as SVG on a canvas of the picture's size and palette.
 */

export type Scene =
  | 'sunset'
  | 'beach'
  | 'cliffs'
  | 'reef'
  | 'boat'
  | 'waterfall'
  | 'food'
  | 'night'
  | 'spa'
  | 'palms'
  | 'market'
  | 'lighthouse';

export interface Palette {
  skyTop: string;
  skyMid: string;
  skyBottom: string;
  sea: string;
  seaDeep: string;
  sun: string;
  land: string;
  accent: string;
  light: string;
}

/** A tiny seeded generator, so stars, fish and waves sit in the same place every time. */
export function random(seed: number): () => number {
  let state = seed || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10000) / 10000;
  };
}

export function round(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export interface Canvas {
  w: number;
  h: number;
  m: number;
  p: Palette;
  rnd: () => number;
  x: (fraction: number) => string;
  y: (fraction: number) => string;
  r: (fraction: number) => string;
  /** Gradient ids are unique per picture, so several inlined in one page do not clash. */
  id: (name: string) => string;
}

function sky(c: Canvas, to = 1): string {
  return `<rect width="${c.w}" height="${round(c.h * to)}" fill="url(#${c.id('sky')})"/>`;
}

function sea(c: Canvas, from: number): string {
  return `<rect y="${c.y(from)}" width="${c.w}" height="${round(c.h * (1 - from))}" fill="url(#${c.id('sea')})"/>`;
}

function waves(c: Canvas, from: number, count: number, color: string): string {
  const rows: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const top = from + ((1 - from) * (index + 0.6)) / (count + 0.5);
    const amplitude = c.h * 0.008 * (index + 1);
    const step = c.w / 6;
    let path = `M0 ${round(c.h * top)}`;
    for (let segment = 0; segment < 6; segment += 1) {
      const start = segment * step;
      path += ` Q${round(start + step / 2)} ${round(c.h * top - amplitude)} ${round(start + step)} ${round(c.h * top)}`;
    }
    rows.push(
      `<path d="${path}" fill="none" stroke="${color}" stroke-opacity="${round(0.25 + index * 0.1)}" stroke-width="${round(c.m * 0.006)}" stroke-linecap="round"/>`,
    );
  }
  return rows.join('');
}

function sun(c: Canvas, cx: number, cy: number, radius: number): string {
  return `<circle cx="${c.x(cx)}" cy="${c.y(cy)}" r="${c.r(radius * 1.6)}" fill="${c.p.sun}" opacity="0.25"/><circle cx="${c.x(cx)}" cy="${c.y(cy)}" r="${c.r(radius)}" fill="${c.p.sun}"/>`;
}

function palm(c: Canvas, baseX: number, baseY: number, size: number, color: string): string {
  const s = c.m * size;
  const bx = c.w * baseX;
  const by = c.h * baseY;
  const topX = bx + s * 0.35;
  const topY = by - s;
  const trunk = `<path d="M${round(bx)} ${round(by)} Q${round(bx + s * 0.05)} ${round(by - s * 0.55)} ${round(topX)} ${round(topY)}" stroke="${color}" stroke-width="${round(s * 0.07)}" fill="none" stroke-linecap="round"/>`;
  const leaves = [-150, -115, -70, -30, 10]
    .map(
      (angle) =>
        `<ellipse cx="${round(topX + s * 0.22)}" cy="${round(topY)}" rx="${round(s * 0.26)}" ry="${round(s * 0.06)}" fill="${color}" transform="rotate(${angle} ${round(topX)} ${round(topY)})"/>`,
    )
    .join('');
  return trunk + leaves;
}

type Painter = (c: Canvas) => string;

export const PAINTERS: Record<Scene, Painter> = {
  sunset: (c) => {
    const reflections = [0, 1, 2, 3]
      .map(
        (index) =>
          `<rect x="${c.x(0.5 - 0.1 + index * 0.02)}" y="${c.y(0.66 + index * 0.06)}" width="${c.x(0.2 - index * 0.04)}" height="${c.r(0.008)}" rx="${c.r(0.004)}" fill="${c.p.sun}" opacity="${round(0.7 - index * 0.15)}"/>`,
      )
      .join('');
    return (
      sky(c) +
      sun(c, 0.5, 0.6, 0.13) +
      sea(c, 0.62) +
      reflections +
      waves(c, 0.62, 3, c.p.light) +
      palm(c, 0.1, 0.98, 0.55, c.p.land)
    );
  },
  beach: (c) =>
    sky(c) +
    sun(c, 0.78, 0.2, 0.08) +
    sea(c, 0.48) +
    waves(c, 0.48, 2, c.p.light) +
    `<path d="M0 ${c.y(0.7)} Q${c.x(0.3)} ${c.y(0.64)} ${c.x(0.6)} ${c.y(0.69)} T${c.w} ${c.y(0.66)} V${c.h} H0 Z" fill="#fde68a"/>` +
    `<path d="M0 ${c.y(0.7)} Q${c.x(0.3)} ${c.y(0.64)} ${c.x(0.6)} ${c.y(0.69)} T${c.w} ${c.y(0.66)}" stroke="${c.p.light}" stroke-width="${c.r(0.012)}" fill="none" opacity="0.8"/>` +
    palm(c, 0.16, 0.9, 0.5, c.p.land) +
    `<ellipse cx="${c.x(0.68)}" cy="${c.y(0.84)}" rx="${c.r(0.11)}" ry="${c.r(0.018)}" fill="${c.p.accent}"/>` +
    `<path d="M${c.x(0.68)} ${c.y(0.84)} L${c.x(0.71)} ${c.y(0.62)}" stroke="${c.p.land}" stroke-width="${c.r(0.008)}"/>` +
    `<path d="M${c.x(0.6)} ${c.y(0.66)} Q${c.x(0.71)} ${c.y(0.54)} ${c.x(0.82)} ${c.y(0.62)} Z" fill="${c.p.accent}"/>`,
  cliffs: (c) =>
    sky(c) +
    sun(c, 0.3, 0.42, 0.1) +
    sea(c, 0.55) +
    waves(c, 0.55, 3, c.p.light) +
    `<path d="M${c.x(0.55)} ${c.h} L${c.x(0.6)} ${c.y(0.5)} L${c.x(0.72)} ${c.y(0.42)} L${c.x(0.86)} ${c.y(0.4)} L${c.w} ${c.y(0.38)} V${c.h} Z" fill="${c.p.land}"/>` +
    `<rect x="${c.x(0.74)}" y="${c.y(0.3)}" width="${c.x(0.12)}" height="${c.y(0.1)}" fill="${c.p.light}" opacity="0.9"/>` +
    `<path d="M${c.x(0.72)} ${c.y(0.31)} L${c.x(0.8)} ${c.y(0.24)} L${c.x(0.88)} ${c.y(0.31)} Z" fill="${c.p.accent}"/>` +
    `<circle cx="${c.x(0.62)}" cy="${c.y(0.58)}" r="${c.r(0.012)}" fill="${c.p.light}"/>` +
    `<path d="M${c.x(0.62)} ${c.y(0.6)} l${c.r(0.01)} ${c.r(0.05)}" stroke="${c.p.light}" stroke-width="${c.r(0.008)}"/>`,
  reef: (c) => {
    const rays = [0.15, 0.4, 0.65, 0.85]
      .map(
        (at) =>
          `<path d="M${c.x(at - 0.04)} 0 L${c.x(at + 0.04)} 0 L${c.x(at + 0.16)} ${c.h} L${c.x(at - 0.02)} ${c.h} Z" fill="${c.p.light}" opacity="0.08"/>`,
      )
      .join('');
    const fish = Array.from({ length: 6 }, () => {
      const fx = 0.1 + c.rnd() * 0.8;
      const fy = 0.2 + c.rnd() * 0.45;
      const size = 0.025 + c.rnd() * 0.03;
      const color = c.rnd() > 0.5 ? c.p.accent : c.p.sun;
      return `<ellipse cx="${c.x(fx)}" cy="${c.y(fy)}" rx="${c.r(size)}" ry="${c.r(size * 0.5)}" fill="${color}"/><path d="M${round(c.w * fx + c.m * size * 0.8)} ${c.y(fy)} l${c.r(size * 0.7)} ${c.r(-size * 0.45)} v${c.r(size * 0.9)} Z" fill="${color}"/>`;
    }).join('');
    const coral = Array.from({ length: 9 }, (_, index) => {
      const cx = (index + 0.5) / 9 + (c.rnd() - 0.5) * 0.05;
      return `<circle cx="${c.x(cx)}" cy="${c.y(0.95)}" r="${c.r(0.05 + c.rnd() * 0.06)}" fill="${index % 2 ? c.p.accent : '#fb923c'}" opacity="0.85"/>`;
    }).join('');
    return `<rect width="${c.w}" height="${c.h}" fill="url(#${c.id('water')})"/>${rays}${fish}${coral}`;
  },
  boat: (c) =>
    sky(c) +
    sun(c, 0.2, 0.25, 0.07) +
    sea(c, 0.58) +
    waves(c, 0.58, 3, c.p.light) +
    `<path d="M${c.x(0.38)} ${c.y(0.62)} L${c.x(0.7)} ${c.y(0.62)} L${c.x(0.65)} ${c.y(0.68)} L${c.x(0.42)} ${c.y(0.68)} Z" fill="${c.p.light}"/>` +
    `<path d="M${c.x(0.53)} ${c.y(0.6)} L${c.x(0.53)} ${c.y(0.22)} L${c.x(0.68)} ${c.y(0.58)} Z" fill="${c.p.light}"/>` +
    `<path d="M${c.x(0.51)} ${c.y(0.6)} L${c.x(0.51)} ${c.y(0.28)} L${c.x(0.41)} ${c.y(0.58)} Z" fill="${c.p.accent}"/>`,
  waterfall: (c) =>
    sky(c, 0.5) +
    `<rect y="${c.y(0.35)}" width="${c.w}" height="${c.y(0.65)}" fill="#166534"/>` +
    `<path d="M0 ${c.y(0.45)} Q${c.x(0.25)} ${c.y(0.25)} ${c.x(0.42)} ${c.y(0.3)} V${c.h} H0 Z" fill="#14532d"/>` +
    `<path d="M${c.w} ${c.y(0.4)} Q${c.x(0.75)} ${c.y(0.22)} ${c.x(0.58)} ${c.y(0.3)} V${c.h} H${c.w} Z" fill="#14532d"/>` +
    `<rect x="${c.x(0.42)}" y="${c.y(0.3)}" width="${c.x(0.16)}" height="${c.y(0.5)}" fill="url(#${c.id('fall')})"/>` +
    `<ellipse cx="${c.x(0.5)}" cy="${c.y(0.86)}" rx="${c.x(0.36)}" ry="${c.y(0.1)}" fill="${c.p.sea}"/>` +
    `<ellipse cx="${c.x(0.5)}" cy="${c.y(0.8)}" rx="${c.x(0.12)}" ry="${c.y(0.025)}" fill="${c.p.light}" opacity="0.8"/>`,
  food: (c) => {
    const bites = Array.from({ length: 7 }, () => {
      const angle = c.rnd() * Math.PI * 2;
      const distance = c.rnd() * 0.13;
      const colors = ['#b91c1c', '#ea580c', '#65a30d', '#facc15', '#7c2d12'];
      const color = colors[Math.floor(c.rnd() * colors.length)] ?? '#b91c1c';
      return `<circle cx="${round(c.w / 2 + Math.cos(angle) * distance * c.m)}" cy="${round(c.h / 2 + Math.sin(angle) * distance * c.m)}" r="${c.r(0.035 + c.rnd() * 0.03)}" fill="${color}"/>`;
    }).join('');
    return (
      `<rect width="${c.w}" height="${c.h}" fill="url(#${c.id('sky')})"/>` +
      `<circle cx="${c.x(0.5)}" cy="${c.y(0.5)}" r="${c.r(0.3)}" fill="${c.p.light}"/>` +
      `<circle cx="${c.x(0.5)}" cy="${c.y(0.5)}" r="${c.r(0.24)}" fill="none" stroke="${c.p.sea}" stroke-opacity="0.3" stroke-width="${c.r(0.01)}"/>` +
      bites +
      `<rect x="${round(c.w / 2 + c.m * 0.36)}" y="${c.y(0.25)}" width="${c.r(0.02)}" height="${c.y(0.5)}" rx="${c.r(0.01)}" fill="${c.p.land}" opacity="0.7"/>` +
      `<rect x="${round(c.w / 2 - c.m * 0.38)}" y="${c.y(0.25)}" width="${c.r(0.02)}" height="${c.y(0.5)}" rx="${c.r(0.01)}" fill="${c.p.land}" opacity="0.7"/>` +
      `<circle cx="${c.x(0.85)}" cy="${c.y(0.18)}" r="${c.r(0.07)}" fill="${c.p.accent}" opacity="0.9"/>`
    );
  },
  night: (c) => {
    const stars = Array.from(
      { length: 40 },
      () =>
        `<circle cx="${c.x(c.rnd())}" cy="${c.y(c.rnd() * 0.55)}" r="${c.r(0.002 + c.rnd() * 0.004)}" fill="#ffffff" opacity="${round(0.4 + c.rnd() * 0.6)}"/>`,
    ).join('');
    const bulbs = Array.from({ length: 12 }, (_, index) => {
      const t = index / 11;
      const yy = 0.12 + Math.sin(t * Math.PI) * 0.08;
      return `<circle cx="${c.x(t)}" cy="${c.y(yy)}" r="${c.r(0.012)}" fill="${index % 2 ? c.p.sun : c.p.accent}"/>`;
    }).join('');
    return (
      `<rect width="${c.w}" height="${c.h}" fill="url(#${c.id('night')})"/>` +
      stars +
      `<circle cx="${c.x(0.75)}" cy="${c.y(0.3)}" r="${c.r(0.07)}" fill="#fef9c3"/>` +
      `<rect y="${c.y(0.6)}" width="${c.w}" height="${c.y(0.4)}" fill="${c.p.seaDeep}"/>` +
      `<rect x="${c.x(0.7)}" y="${c.y(0.63)}" width="${c.x(0.1)}" height="${c.r(0.008)}" fill="#fef9c3" opacity="0.6"/>` +
      `<rect x="${c.x(0.72)}" y="${c.y(0.7)}" width="${c.x(0.06)}" height="${c.r(0.008)}" fill="#fef9c3" opacity="0.4"/>` +
      `<path d="M0 ${c.y(0.12)} Q${c.x(0.5)} ${c.y(0.28)} ${c.w} ${c.y(0.12)}" stroke="${c.p.light}" stroke-opacity="0.4" fill="none"/>` +
      bulbs +
      palm(c, 0.12, 1, 0.55, '#020617')
    );
  },
  spa: (c) =>
    `<rect width="${c.w}" height="${c.h}" fill="url(#${c.id('sky')})"/>` +
    `<circle cx="${c.x(0.75)}" cy="${c.y(0.25)}" r="${c.r(0.12)}" fill="${c.p.light}" opacity="0.6"/>` +
    `<ellipse cx="${c.x(0.45)}" cy="${c.y(0.8)}" rx="${c.r(0.2)}" ry="${c.r(0.06)}" fill="${c.p.seaDeep}"/>` +
    `<ellipse cx="${c.x(0.45)}" cy="${c.y(0.69)}" rx="${c.r(0.15)}" ry="${c.r(0.05)}" fill="${c.p.sea}"/>` +
    `<ellipse cx="${c.x(0.45)}" cy="${c.y(0.6)}" rx="${c.r(0.1)}" ry="${c.r(0.04)}" fill="${c.p.accent}" opacity="0.8"/>` +
    `<ellipse cx="${c.x(0.45)}" cy="${c.y(0.53)}" rx="${c.r(0.06)}" ry="${c.r(0.03)}" fill="${c.p.light}"/>` +
    `<path d="M${c.x(0.7)} ${c.y(0.85)} Q${c.x(0.78)} ${c.y(0.55)} ${c.x(0.9)} ${c.y(0.5)} Q${c.x(0.84)} ${c.y(0.75)} ${c.x(0.7)} ${c.y(0.85)} Z" fill="#15803d" opacity="0.8"/>`,
  palms: (c) =>
    sky(c) +
    sun(c, 0.55, 0.45, 0.15) +
    sea(c, 0.75) +
    waves(c, 0.75, 2, c.p.light) +
    palm(c, 0.18, 1, 0.7, c.p.land) +
    palm(c, 0.62, 1, 0.5, c.p.land) +
    palm(c, 0.82, 1, 0.62, c.p.land),
  market: (c) => {
    const stripes = Array.from(
      { length: 10 },
      (_, index) =>
        `<rect x="${c.x(index / 10)}" width="${c.x(0.1)}" height="${c.y(0.28)}" fill="${index % 2 ? c.p.light : c.p.accent}"/>`,
    ).join('');
    const scallops = Array.from(
      { length: 10 },
      (_, index) =>
        `<circle cx="${c.x(index / 10 + 0.05)}" cy="${c.y(0.28)}" r="${c.x(0.05)}" fill="${index % 2 ? c.p.light : c.p.accent}"/>`,
    ).join('');
    const baskets = [0.2, 0.5, 0.8]
      .map(
        (at, index) =>
          `<ellipse cx="${c.x(at)}" cy="${c.y(0.78)}" rx="${c.r(0.12)}" ry="${c.r(0.06)}" fill="#b45309"/><circle cx="${c.x(at)}" cy="${c.y(0.7)}" r="${c.r(0.07)}" fill="${[c.p.sea, '#facc15', c.p.accent][index] ?? c.p.sea}"/>`,
      )
      .join('');
    return `<rect width="${c.w}" height="${c.h}" fill="url(#${c.id('sky')})"/>${stripes}${scallops}<rect y="${c.y(0.8)}" width="${c.w}" height="${c.y(0.2)}" fill="${c.p.land}" opacity="0.7"/>${baskets}`;
  },
  lighthouse: (c) =>
    sky(c) +
    sun(c, 0.22, 0.3, 0.08) +
    sea(c, 0.62) +
    waves(c, 0.62, 3, c.p.light) +
    `<path d="M${c.x(0.45)} ${c.h} L${c.x(0.55)} ${c.y(0.66)} L${c.x(0.85)} ${c.y(0.63)} L${c.w} ${c.y(0.7)} V${c.h} Z" fill="${c.p.land}"/>` +
    `<path d="M${c.x(0.64)} ${c.y(0.66)} L${c.x(0.67)} ${c.y(0.22)} L${c.x(0.73)} ${c.y(0.22)} L${c.x(0.76)} ${c.y(0.66)} Z" fill="${c.p.light}"/>` +
    `<rect x="${c.x(0.655)}" y="${c.y(0.36)}" width="${c.x(0.09)}" height="${c.y(0.05)}" fill="${c.p.accent}"/>` +
    `<rect x="${c.x(0.645)}" y="${c.y(0.5)}" width="${c.x(0.11)}" height="${c.y(0.05)}" fill="${c.p.accent}"/>` +
    `<rect x="${c.x(0.665)}" y="${c.y(0.15)}" width="${c.x(0.07)}" height="${c.y(0.07)}" fill="${c.p.sun}"/>` +
    `<path d="M${c.x(0.66)} ${c.y(0.15)} L${c.x(0.7)} ${c.y(0.1)} L${c.x(0.74)} ${c.y(0.15)} Z" fill="${c.p.accent}"/>`,
};
