import { m } from '../../../paraglide/messages.js';
import { LayerGroup, Marker, Polyline, type LatLngTuple, type Map as LeafletMap } from 'leaflet';
import { useDeferredValue, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { placeState, type PlaceState } from '../hours/hours';
import type { Place } from '../model/types';
import { placeName } from '../model/names';
import type { ClusterProperties } from 'supercluster';
import {
  clusterCategories,
  clusterIndex,
  ownPinZoom,
  useClustering,
  WORLD,
  type ClusterIndex,
  type PointProps,
} from './draw/clustering';
import { spreadPins } from './draw/fan';
import { MapLegend } from './MapLegend';
import { hasSize } from './draw/mapBase';
import { fitPlaces, isLocated, latLng, onActivate, pinKey, type Shown } from './draw/mapPlaces';
import { MapRegion, useLeafletMap } from './MapRegion';
import { clusterIcon, pinIcon, pinLabel, setPinState, type PinContent } from './draw/pins';

export interface GuideMapProps {
  /** The places the list shows now; those without both coordinates are left off the map. */
  places: readonly Place[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** The map's accessible name, e.g. "Map of the places". */
  label: string;
  /**
   * A trip's day: the pins carry the numbers 1..n in the order of `places` (a place without
   * coordinates keeps its number, without a pin), a line joins them in that order, and nothing
   * is clustered.
   */
  numbered?: boolean;
  /** The instant the pins' states are told at (the guide's minute clock); now when not given. */
  now?: Date;
}

/** A drawn pin, kept to change its state and selection in place. */
interface Pin {
  marker: Marker;
  /** Shows the place's state now, if it changed. */
  update: (state: PlaceState) => void;
}

interface Drawn {
  map: LeafletMap | null;
  /** How the places are drawn ("clusters", "pins" or a trip's "numbered" pins). */
  mode: string;
  key: string;
  layer: LayerGroup | null;
  /** The pins drawn now (a place inside a cluster has none). */
  pins: Map<number, Pin>;
  index: ClusterIndex | null;
  /**
   * Draws other places on the same layer, keeping the markers of those that stay as they are (a
   * filter changed): null for a trip's day, drawn afresh each time.
   */
  redraw: ((shown: readonly Shown[], byId: ReadonlyMap<number, Shown>) => void) | null;
  /** Takes the layer's pins and clusters away, and the zoom's handler with them. */
  clear: () => void;
}

const NOTHING_DRAWN: Drawn = {
  map: null,
  mode: '',
  key: '',
  layer: null,
  pins: new Map(),
  index: null,
  redraw: null,
  clear: () => {},
};

/**
 * The guide's places on a map (Leaflet, in the guide's lazy chunk): a pin per place with
 * coordinates, in its category's colour, with a badge for whether it is open, closing within the
 * hour, closed or of unknown hours (a glyph and a colour, named in the pin's name and listed in
 * the legend). Pins that would overlap are drawn as one cluster (Supercluster, loaded beside the
 * map; without it, every pin), which splits as the map zooms in, or when it is clicked or
 * pressed with Enter or Space: the map zooms to where its places part, and says so. A pin is a
 * button named after its place (Tab reaches it, Enter or Space selects it, as a click does); the
 * selected pin is pressed, larger and brought into view. The view fits the places whenever the
 * list changes (the filters). A trip's day (`numbered`) has numbered pins joined by a line.
 */
export default function GuideMap({
  places: placesNow,
  selectedId: selectedNow,
  onSelect,
  label,
  numbered = false,
  now,
}: GuideMapProps) {
  // The map follows the list a moment later: a tap (a stop moved, a place saved, a filter) is
  // painted before the map's pins, clusters and view are drawn again, which on a slow phone took
  // longer than the rest of the tap (Leaflet's work runs in the effects below, and React runs an
  // urgent render's effects before the browser paints).
  const places = useDeferredValue(placesNow);
  const selectedId = useDeferredValue(selectedNow);
  const { map, attach, problem } = useLeafletMap();
  const clustering = useClustering();
  // A trip's day is never clustered, and need not wait for the library.
  const Cluster = numbered || !clustering.settled ? null : clustering.Cluster;
  const ready = numbered || clustering.settled;
  const drawn = useRef<Drawn>(NOTHING_DRAWN);
  const [announced, setAnnounced] = useState('');
  const [ownClock, setOwnClock] = useState(() => new Date());
  const instant = now ?? ownClock;

  // A map given no clock keeps its own, moved on every minute like the guide's.
  useEffect(() => {
    if (now) return;
    const timer = window.setInterval(() => {
      setOwnClock(new Date());
    }, 60_000);
    return () => {
      window.clearInterval(timer);
    };
  }, [now]);

  const shown = useMemo<Shown[]>(
    () =>
      places.flatMap((place, index) =>
        isLocated(place) ? [{ place, number: numbered ? index + 1 : null }] : [],
      ),
    [places, numbered],
  );
  const byId = useMemo(() => new Map(shown.map((item) => [item.place.id, item])), [shown]);
  const states = useMemo(
    () =>
      new Map<number, PlaceState>(shown.map(({ place }) => [place.id, placeState(place, instant)])),
    [shown, instant],
  );
  // Read by the drawing, which runs again on a zoom without the render's values; set before it.
  const current = useRef({ states, selectedId });
  useEffect(() => {
    current.current = { states, selectedId };
  }, [states, selectedId]);

  const select = useEffectEvent((id: number) => {
    onSelect(id);
  });
  const announce = useEffectEvent((count: number) => {
    const words = m.guide_map_cluster_opened({ count });
    // The same words twice in a row are changed by a space, or a screen reader keeps quiet.
    setAnnounced((previous) => (previous === words ? `${words}\u00a0` : words));
  });

  useEffect(() => {
    if (!map || !ready) return;
    const mode = numbered ? 'numbered' : Cluster ? 'clusters' : 'pins';
    const key = shown.map(pinKey).join('\u0001');
    const previous = drawn.current;
    if (previous.map === map && previous.mode === mode && previous.key === key) return;
    if (previous.map === map && previous.mode === mode && previous.redraw) {
      // The list was filtered: only the markers that change are drawn again.
      previous.redraw(shown, byId);
      previous.key = key;
      fitPlaces(map, shown);
      return;
    }
    if (previous.map === map) previous.clear();
    const layer = new LayerGroup().addTo(map);
    const pins = new Map<number, Pin>();
    const makeIndex = (places: readonly Shown[]) =>
      Cluster
        ? clusterIndex(
            Cluster,
            places.map(({ place }) => place),
          )
        : null;
    let index = makeIndex(shown);
    let lookup: ReadonlyMap<number, Shown> = byId;
    let listed: readonly Shown[] = shown;
    // The places whose first pin or cluster takes the focus once a cluster has split.
    let focusAfterZoom: Set<number> | null = null;

    const drawPin = ({ place, number }: Shown): Marker => {
      const { states: known, selectedId: chosen } = current.current;
      let content: PinContent = {
        name: placeName(place),
        category: place.category,
        state: known.get(place.id) ?? 'unknown',
        number,
      };
      const selected = place.id === chosen;
      const marker = new Marker([place.latitude, place.longitude], {
        icon: pinIcon(content),
        keyboard: true,
        riseOnHover: true,
        zIndexOffset: selected ? 1000 : 0,
      }).addTo(layer);
      marker.on('click', () => {
        select(place.id);
      });
      const element = marker.getElement();
      if (element) {
        element.setAttribute('aria-label', pinLabel(content));
        element.setAttribute('aria-pressed', String(selected));
      }
      onActivate(element, () => {
        select(place.id);
      });
      const update = (state: PlaceState) => {
        if (!element || state === content.state) return;
        content = { ...content, state };
        setPinState(element, content);
      };
      pins.set(place.id, { marker, update });
      return marker;
    };

    // A cluster's id in the current index, kept up to date as the index is made again.
    const drawCluster = (
      record: { clusterId: number },
      count: number,
      [longitude, latitude]: number[],
    ): Marker => {
      const leaves = index?.getLeaves(record.clusterId, Infinity) ?? [];
      const held = leaves.flatMap((leaf) => lookup.get(leaf.properties.id)?.place ?? []);
      const marker = new Marker([latitude ?? 0, longitude ?? 0], {
        icon: clusterIcon(count),
        keyboard: true,
        riseOnHover: true,
      }).addTo(layer);
      const element = marker.getElement();
      element?.setAttribute(
        'aria-label',
        m.guide_map_cluster({ count, categories: clusterCategories(held) }),
      );
      const split = () => {
        if (!index) return;
        const zoom = Math.min(index.getClusterExpansionZoom(record.clusterId), map.getMaxZoom());
        focusAfterZoom =
          element && element.contains(document.activeElement)
            ? new Set(held.map((place) => place.id))
            : null;
        announce(count);
        map.setView(marker.getLatLng(), zoom);
      };
      marker.on('click', split);
      onActivate(element, split);
      return marker;
    };

    // What is on the map now, by what it holds ("p12" a pin, "c3.12.40" a cluster): a zoom
    // that leaves one as it was keeps its marker, and the focus on it.
    const markers = new Map<string, Marker>();
    const clusterRecords = new Map<string, { clusterId: number }>();

    // A trip's numbered pins, spread at each zoom so that stops close together stay readable.
    const stops: { marker: Marker; at: LatLngTuple }[] = [];
    const spread = () => {
      spreadPins(map, stops);
    };

    const draw = () => {
      if (numbered) {
        for (const item of shown) stops.push({ marker: drawPin(item), at: latLng(item) });
        if (shown.length > 1) {
          new Polyline(shown.map(latLng), {
            className: 'guide-route',
            interactive: false,
          }).addTo(layer);
        }
        return;
      }
      // A pin's key names what it shows (a place edited is drawn again); a cluster's, its places.
      const wanted = new Map<string, { make: () => Marker; holds: number[]; id?: number }>();
      const wantPin = (item: Shown) => {
        const id = item.place.id;
        wanted.set(`p${pinKey(item)}`, { holds: [id], id, make: () => drawPin(item) });
      };
      if (!index) listed.forEach(wantPin);
      for (const feature of index?.getClusters(WORLD, Math.round(map.getZoom())) ?? []) {
        const properties: PointProps | ClusterProperties = feature.properties;
        if ('cluster' in properties) {
          const holds = index
            ?.getLeaves(properties.cluster_id, Infinity)
            .map((leaf) => leaf.properties.id)
            .sort((a, b) => a - b);
          const clusterKey = `c${(holds ?? []).join('.')}`;
          const known = clusterRecords.get(clusterKey);
          if (known) known.clusterId = properties.cluster_id;
          wanted.set(clusterKey, {
            holds: holds ?? [],
            make: () => {
              const record = { clusterId: properties.cluster_id };
              clusterRecords.set(clusterKey, record);
              return drawCluster(record, properties.point_count, feature.geometry.coordinates);
            },
          });
        } else {
          const item = lookup.get(properties.id);
          if (item) wantPin(item);
        }
      }
      for (const [key, marker] of markers) {
        if (wanted.has(key)) continue;
        marker.remove();
        markers.delete(key);
        clusterRecords.delete(key);
        const id = Number(key.slice(1).split('\u0000')[0]);
        if (key.startsWith('p') && pins.get(id)?.marker === marker) pins.delete(id);
      }
      const focusOn = focusAfterZoom;
      focusAfterZoom = null;
      let focusable: Marker | null = null;
      for (const [key, { make, holds }] of wanted) {
        let marker = markers.get(key);
        if (!marker) {
          marker = make();
          markers.set(key, marker);
        }
        if (!focusable && focusOn && holds.some((id) => focusOn.has(id))) focusable = marker;
      }
      focusable?.getElement()?.focus({ preventScroll: true });
    };

    draw();
    if (index) map.on('zoomend', draw);
    if (stops.length > 1) map.on('zoomend', spread);
    const scene: Drawn = {
      map,
      mode,
      key,
      layer,
      pins,
      index,
      redraw: numbered
        ? null
        : (places, placesById) => {
            listed = places;
            lookup = placesById;
            index = makeIndex(places);
            scene.index = index;
            draw();
          },
      clear: () => {
        map.off('zoomend', draw);
        map.off('zoomend', spread);
        layer.remove();
      },
    };
    drawn.current = scene;
    fitPlaces(map, shown);
    if (stops.length > 1) spread();
  }, [map, ready, Cluster, shown, byId, numbered]);

  // Each minute, the states change on the pins drawn, which keep their focus.
  useEffect(() => {
    for (const [id, pin] of drawn.current.pins) pin.update(states.get(id) ?? 'unknown');
  }, [states, map, ready, shown]);

  // After the pins (effects run in order): the selection is shown on the pins drawn now.
  useEffect(() => {
    if (!map) return;
    const { pins, index } = drawn.current;
    for (const [id, pin] of pins) {
      const selected = id === selectedId;
      pin.marker.getElement()?.setAttribute('aria-pressed', String(selected));
      pin.marker.setZIndexOffset(selected ? 1000 : 0);
    }
    const chosen = selectedId === null ? undefined : byId.get(selectedId);
    if (!chosen || !hasSize(map)) return;
    // Close enough in that the West End's neighbouring pins stand apart, and the place is out
    // of any cluster.
    let zoom = Math.max(map.getZoom(), 14);
    if (index) zoom = Math.max(zoom, ownPinZoom(index, chosen.place.id, zoom) ?? zoom);
    map.setView(latLng(chosen), Math.min(zoom, map.getMaxZoom()));
  }, [map, ready, shown, byId, selectedId]);

  return (
    <div>
      <MapRegion attach={attach} problem={problem} label={label}>
        {shown.length === 0 ? `${m.guide_map_none_located()} ` : ''}
        {m.guide_map_note()}
      </MapRegion>
      {problem === null ? <MapLegend clusters={Cluster !== null} /> : null}
      <p role="status" className="sr-only">
        {announced}
      </p>
    </div>
  );
}
