import { m } from '../../../../paraglide/messages.js';
import { DivIcon } from 'leaflet';
import { categoryColour } from '../../model/categoryStyle';
import type { PlaceState } from '../../hours/hours';

/**
 * What the map draws for a place and for a cluster of places, built as elements (no HTML
 * string, no style attribute: the category's colour is set through the CSSOM). A pin is a dot in
 * its category's colour with a badge for its state: a glyph in a colour, so the state reads
 * without telling colours apart.
 */

const SVG = 'http://www.w3.org/2000/svg';

/**
 * A stop's number or a cluster's count: a small whole number (under a thousand), which the
 * site's four languages all write in plain digits. Not `numberFormat`: its module is in the first
 * load, which would then carry the formatter's code for this chunk.
 */
export function countText(count: number): string {
  return String(Math.round(count));
}

/** Each state's glyph, stroked in white on a 16-unit badge (map.css gives the badge's colour). */
export const STATE_GLYPHS: Record<PlaceState, string> = {
  // A check mark.
  open: 'M4.2 8.4 6.8 11 11.8 5.4',
  // A clock's hands: the badge is its face.
  closing: 'M8 4.2V8.3L10.8 10',
  // A cross.
  closed: 'M5.2 5.2 10.8 10.8M10.8 5.2 5.2 10.8',
  // A question mark, its dot a round cap on a point.
  unknown: 'M5.8 6.1A2.2 2.2 0 1 1 8.9 8.1C8.3 8.4 8 8.8 8 9.5M8 12.1V12.2',
};

export const PLACE_STATES: readonly PlaceState[] = ['open', 'closing', 'closed', 'unknown'];

/** The state as a pin's name says it: "open, closes within the hour". */
export function stateWords(state: PlaceState): string {
  if (state === 'open') return m.guide_map_state_open();
  if (state === 'closing') return m.guide_map_state_closing();
  if (state === 'closed') return m.guide_map_state_closed();
  return m.guide_map_state_unknown();
}

/** The state as the legend says it: "Closes within the hour". */
export function stateLegend(state: PlaceState): string {
  if (state === 'open') return m.guide_map_legend_open();
  if (state === 'closing') return m.guide_map_legend_closing();
  if (state === 'closed') return m.guide_map_legend_closed();
  return m.guide_map_legend_unknown();
}

/** A state's glyph as an element, hidden from assistive technology (the name says the state). */
export function glyphElement(state: PlaceState): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 16 16');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  svg.setAttribute('class', `guide-state guide-state--${state}`);
  const face = document.createElementNS(SVG, 'circle');
  face.setAttribute('cx', '8');
  face.setAttribute('cy', '8');
  face.setAttribute('r', '7');
  face.setAttribute('class', 'guide-state__face');
  const mark = document.createElementNS(SVG, 'path');
  mark.setAttribute('d', STATE_GLYPHS[state]);
  mark.setAttribute('class', 'guide-state__mark');
  svg.append(face, mark);
  return svg;
}

export interface PinContent {
  name: string;
  category: string;
  state: PlaceState;
  /** The place's number in a trip's day, shown on the pin; null on the guide's map. */
  number: number | null;
}

/** A pin's accessible name: "Rick's Café, open", or "Stop 2: Rick's Café, closed". */
export function pinLabel({ name, state, number }: PinContent): string {
  const words = stateWords(state);
  return number === null
    ? m.guide_map_pin({ name, state: words })
    : m.guide_map_stop({ number: countText(number), name, state: words });
}

/** A pin's icon: the dot (with its number, if any) and its state's badge. */
export function pinIcon({ category, state, number }: PinContent): DivIcon {
  const body = document.createElement('span');
  body.className = 'guide-pin__body';
  const dot = document.createElement('span');
  dot.className = 'guide-pin__dot';
  dot.style.backgroundColor = categoryColour(category);
  if (number !== null) {
    dot.classList.add('guide-pin__dot--numbered');
    dot.textContent = countText(number);
  }
  const badge = document.createElement('span');
  badge.className = 'guide-pin__state';
  badge.append(glyphElement(state));
  body.append(dot, badge);
  return new DivIcon({ html: body, className: 'guide-pin', iconSize: [28, 28] });
}

/** Changes a drawn pin's state in place: its focus and its place in the tab order stay. */
export function setPinState(element: HTMLElement, content: PinContent): void {
  element.setAttribute('aria-label', pinLabel(content));
  const badge = element.querySelector('.guide-pin__state');
  badge?.replaceChildren(glyphElement(content.state));
}

/** A cluster's icon: how many places it holds, on a dark disc. */
export function clusterIcon(count: number): DivIcon {
  const body = document.createElement('span');
  body.className = 'guide-cluster__body';
  body.textContent = countText(count);
  return new DivIcon({ html: body, className: 'guide-pin guide-cluster', iconSize: [40, 40] });
}
