import { m } from '../../../paraglide/messages.js';
import { lazy, Suspense } from 'react';
import { loadClustering } from './draw/clustering';
import type { GuideMapProps } from './GuideMap';
import { MapFailure, MapLoading, MapUnavailable } from './MapFallbacks';
import { MapLegend } from './MapLegend';

// Leaflet and its stylesheet are a chunk of their own (about 43 kB gzip), fetched when a map is
// first shown: the unlocked guide, or an admin's form. The clustering library is fetched beside
// it (not after it): a failure there is caught, and the map shows every pin.
const GuideMap = lazy(() => {
  loadClustering().catch(() => {});
  return import('./GuideMap');
});

/**
 * The map's box while its chunk loads, with the room its note and legend will take below it
 * (unseen): nothing below moves when the map arrives, and Back to a list left before the map
 * loaded finds the list where it was.
 */
function LoadingWithRoom() {
  return (
    <div>
      <MapLoading />
      <div aria-hidden="true" className="invisible">
        <p className="mt-2 text-sm">{m.guide_map_note()}</p>
        <MapLegend clusters />
      </div>
    </div>
  );
}

/** The guide's map, loaded on first render (see GuideMap for what it does). */
export function LazyGuideMap(props: GuideMapProps) {
  return (
    <MapFailure fallback={<MapUnavailable>{m.guide_map_failed_list()}</MapUnavailable>}>
      <Suspense fallback={<LoadingWithRoom />}>
        <GuideMap {...props} />
      </Suspense>
    </MapFailure>
  );
}
