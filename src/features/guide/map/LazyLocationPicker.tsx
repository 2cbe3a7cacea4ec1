import { m } from '../../../paraglide/messages.js';
import { lazy, Suspense } from 'react';
import type { LocationPickerProps } from './LocationPicker';
import { MapFailure, MapLoading, MapUnavailable } from './MapFallbacks';

// The same Leaflet chunk as the guide's map (see LazyGuideMap).
const LocationPicker = lazy(() => import('./LocationPicker'));

/** The admin form's location picker, loaded on first render (see LocationPicker). */
export function LazyLocationPicker(props: LocationPickerProps) {
  return (
    <MapFailure fallback={<MapUnavailable>{m.admin_map_failed()}</MapUnavailable>}>
      <Suspense fallback={<MapLoading />}>
        <LocationPicker {...props} />
      </Suspense>
    </MapFailure>
  );
}
