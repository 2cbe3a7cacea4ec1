import { m } from '../../../paraglide/messages.js';
import type { Map as LeafletMap } from 'leaflet';
import { useCallback, useId, useState, type ReactNode } from 'react';
import { useConfig } from '../../../components/ConfigProvider';
import { NotConfigured } from '../../../components/status/Notice';
import { createMap } from './draw/mapBase';
import { MAP_BOX } from './draw/mapLayout';

export interface LeafletMapHandle {
  /** The map once its box is in the page, else null. */
  map: LeafletMap | null;
  /** The box's ref: creates the map in it, and removes the map with it. */
  attach: (container: HTMLDivElement | null) => (() => void) | undefined;
  /** Why there is no map: the tile settings' problem, or null when they are configured. */
  problem: string | null;
}

/** A Leaflet map on the configured tiles, for a component that draws on it. */
export function useLeafletMap(): LeafletMapHandle {
  const { mapTiles } = useConfig();
  const tiles = mapTiles.configured ? mapTiles.settings : null;
  const [map, setMap] = useState<LeafletMap | null>(null);

  const attach = useCallback(
    (container: HTMLDivElement | null) => {
      if (!container || !tiles) return;
      const { map: created, destroy } = createMap(container, tiles);
      setMap(created);
      return () => {
        destroy();
        setMap(null);
      };
    },
    [tiles],
  );

  return { map, attach, problem: mapTiles.configured ? null : mapTiles.problem };
}

/**
 * The map's box, a region named `label` and described by the note below it (`children`); or,
 * when the tiles are not configured, what to set.
 */
export function MapRegion({
  attach,
  problem,
  label,
  className = MAP_BOX,
  children,
}: Omit<LeafletMapHandle, 'map'> & {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const noteId = useId();
  if (problem !== null) return <NotConfigured what={m.guide_map()} problem={problem} />;
  return (
    <div>
      <div
        ref={attach}
        role="region"
        aria-label={label}
        aria-describedby={noteId}
        className={className}
      />
      <p id={noteId} className="mt-2 text-sm text-slate-600">
        {children}
      </p>
    </div>
  );
}
