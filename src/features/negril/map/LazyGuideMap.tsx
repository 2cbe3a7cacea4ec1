import { m } from '../../../paraglide/messages.js';
import { lazy, Suspense } from 'react';
import { loadClustering } from './clustering';
import type { GuideMapProps } from './GuideMap';
import { MapFailure, MapLoading, MapUnavailable } from './MapFallbacks';

// Leaflet and its stylesheet are a chunk of their own (about 43 kB gzip), fetched when a map is
// first shown: the unlocked guide, or an admin's form. The clustering library is fetched beside
// it (not after it): a failure there is caught, and the map shows every pin.
const GuideMap = lazy(() => {
  loadClustering().catch(() => {});
  return import('./GuideMap');
});

/** The guide's map, loaded on first render (see GuideMap for what it does). */
export function LazyGuideMap(props: GuideMapProps) {
  return (
    <MapFailure fallback={<MapUnavailable>{m.guide_map_failed_list()}</MapUnavailable>}>
      <Suspense fallback={<MapLoading />}>
        <GuideMap {...props} />
      </Suspense>
    </MapFailure>
  );
}
