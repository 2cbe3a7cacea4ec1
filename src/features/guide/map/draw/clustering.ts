import type Supercluster from 'supercluster';
import { useEffect, useState } from 'react';
import { listFormat } from '../../../../lib/i18n/intlFormat';
import { once } from '../../../../lib/once';
import { categoryName, OTHER_CATEGORY } from '../../model/language';
import type { Place } from '../../model/types';

/** A place on the clustering index: its id, the one property a point carries. */
export interface PointProps {
  id: number;
}

export type ClusterIndex = Supercluster<PointProps>;
export type ClusterClass = typeof Supercluster<PointProps>;

/**
 * Supercluster, a chunk of its own fetched with the map's (LazyGuideMap starts both at once).
 * When it cannot be fetched (offline, a deploy since the page loaded) the map shows every pin
 * as it did before clustering; the next map tries again.
 */
export const loadClustering = once((): Promise<ClusterClass> =>
  import('supercluster').then((module) => module.default),
);

/** Where the clustering library stands: still loading, loaded, or failed (`null`: plain pins). */
export type Clustering = { settled: false } | { settled: true; Cluster: ClusterClass | null };

export function useClustering(): Clustering {
  const [clustering, setClustering] = useState<Clustering>({ settled: false });
  useEffect(() => {
    let live = true;
    loadClustering().then(
      (Cluster) => {
        if (live) setClustering({ settled: true, Cluster });
      },
      (error: unknown) => {
        console.warn('The map’s clustering could not be loaded: it shows every pin', error);
        if (live) setClustering({ settled: true, Cluster: null });
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return clustering;
}

/** Clusters form up to this zoom; from the next one every place has its own pin. */
const CLUSTER_MAX_ZOOM = 17;
/** How near, in pixels, two pins are put in one cluster: closer than that they overlap. */
const CLUSTER_RADIUS = 36;
/** Leaflet's tiles are 256 pixels wide (Supercluster counts in 512 unless told). */
const TILE_SIZE = 256;
/** The whole world, as the index is asked for what is on the map. */
export const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

/** The places' index, by their coordinates. */
export function clusterIndex(
  Cluster: ClusterClass,
  places: readonly { id: number; latitude: number; longitude: number }[],
): ClusterIndex {
  return new Cluster({ radius: CLUSTER_RADIUS, extent: TILE_SIZE, maxZoom: CLUSTER_MAX_ZOOM }).load(
    places.map((place) => ({
      type: 'Feature',
      properties: { id: place.id },
      geometry: { type: 'Point', coordinates: [place.longitude, place.latitude] },
    })),
  );
}

/** The categories a cluster holds, in the page's language, in a sentence's list. */
export function clusterCategories(places: readonly Place[]): string {
  const names = new Set(
    places.map((place) =>
      categoryName(place.category.trim() === '' ? OTHER_CATEGORY : place.category),
    ),
  );
  return listFormat([...names].sort((a, b) => a.localeCompare(b)));
}

/** The zoom from which the place has its own pin, or null when it is not in the index. */
export function ownPinZoom(index: ClusterIndex, id: number, from: number): number | null {
  for (let zoom = Math.floor(from); zoom <= CLUSTER_MAX_ZOOM + 1; zoom += 1) {
    const alone = index
      .getClusters(WORLD, zoom)
      .some((feature) => !('cluster' in feature.properties) && feature.properties.id === id);
    if (alone) return zoom;
  }
  return null;
}
