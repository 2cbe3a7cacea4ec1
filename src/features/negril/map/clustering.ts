import type Supercluster from 'supercluster';
import { useEffect, useState } from 'react';
import { once } from '../../../lib/once';

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
