import { lazy, Suspense } from 'react';
import type { GuideMapProps } from './GuideMap';
import { MapFailure, MapLoading, MapUnavailable } from './MapFallbacks';

// Leaflet and its stylesheet are a chunk of their own (about 43 kB gzip), fetched when a map is
// first shown: the unlocked guide, or an admin's form.
const GuideMap = lazy(() => import('./GuideMap'));

/** The guide's map, loaded on first render (see GuideMap for what it does). */
export function LazyGuideMap(props: GuideMapProps) {
  return (
    <MapFailure
      fallback={<MapUnavailable>The list has every place, with the same details.</MapUnavailable>}
    >
      <Suspense fallback={<MapLoading />}>
        <GuideMap {...props} />
      </Suspense>
    </MapFailure>
  );
}
