import { m } from '../../../../paraglide/messages.js';
import { httpUrl } from '../../../../lib/urls';
import { dayTitle, type ExportDay } from '../../model/exportDay';
import { categoryName, type Place } from '../../../guide/data';

/**
 * The trip as a GPX 1.1 file that map apps import (Organic Maps, OsmAnd, Google My Maps): a
 * waypoint for each place with coordinates, in the trip's order, and for each day with two such
 * places or more a route through them in visit order. Places without coordinates cannot be on
 * a map: they are counted and named for the visitor instead.
 */

export interface GpxFile {
  /** The file's text. */
  text: string;
  /** How many waypoints it holds. */
  waypoints: number;
  /** The trip's places left out for want of coordinates, each once, in trip order. */
  unlocated: Place[];
}

// Characters XML 1.0 does not allow at all, even escaped.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text or an attribute's value, escaped for XML, without the characters XML cannot carry. */
export function xmlText(value: string): string {
  return value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Decimal degrees, six places (about 10 cm), never with an exponent (the schema's decimal). */
const degrees = (value: number) => value.toFixed(6).replace(/\.?0+$/, '');

const element = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;

/** The file's text and what it left out. */
export function gpxForTrip(
  days: readonly ExportDay[],
  options: { now: Date; name: string },
): GpxFile {
  const points: string[] = [];
  const routes: string[] = [];
  const unlocated = new Map<number, Place>();
  let waypoints = 0;
  days.forEach((day, index) => {
    const route: string[] = [];
    day.stops.forEach(({ place }, position) => {
      if (place.latitude === null || place.longitude === null) {
        unlocated.set(place.id, place);
        return;
      }
      const category = place.category ? categoryName(place.category) : '';
      const stop = m.guide_export_stop_of({
        day: dayTitle(day, index),
        number: position + 1,
        count: day.stops.length,
      });
      const parts = [`    ${element('name', place.name)}`];
      if (place.location.trim()) parts.push(`    ${element('cmt', place.location.trim())}`);
      parts.push(`    ${element('desc', category ? `${category} · ${stop}` : stop)}`);
      const website = httpUrl(place.website);
      if (website) parts.push(`    <link href="${xmlText(website)}"/>`);
      if (category) parts.push(`    ${element('type', category)}`);
      const at = `lat="${degrees(place.latitude)}" lon="${degrees(place.longitude)}"`;
      waypoints += 1;
      points.push(`  <wpt ${at}>`, ...parts, '  </wpt>');
      route.push(`    <rtept ${at}>\n      ${element('name', place.name)}\n    </rtept>`);
    });
    // The day's places in visit order, for the apps that draw a route: only where there is one.
    if (route.length >= 2) {
      routes.push('  <rte>', `    ${element('name', dayTitle(day, index))}`, ...route, '  </rte>');
    }
  });
  const text = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="Negril Life" xmlns="http://www.topografix.com/GPX/1/1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.topografix.com/GPX/1/1 http://www.topografix.com/GPX/1/1/gpx.xsd">',
    '  <metadata>',
    `    ${element('name', options.name)}`,
    `    <time>${options.now.toISOString().replace(/\.\d{3}Z$/, 'Z')}</time>`,
    '  </metadata>',
    ...points,
    ...routes,
    '</gpx>',
    '',
  ].join('\n');
  return { text, waypoints, unlocated: [...unlocated.values()] };
}
