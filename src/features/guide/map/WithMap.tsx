import { m } from '../../../paraglide/messages.js';
import { useRef, type ReactNode } from 'react';
import type { Place } from '../model/types';
import { LazyGuideMap } from './LazyGuideMap';

/**
 * What a list shares with its map: the place chosen, how a pin chooses one, and the guide's clock
 * (with it, the pins' states follow it; without, the map keeps its own). The list's cards take
 * the same (list/Cards.tsx).
 */
export interface MapSelection {
  selectedId: number | null;
  /** A pin chosen on the map. */
  onSelectOnMap: (id: number) => void;
  now?: Date;
}

/** A list with its map: above it on a phone, beside it from `lg` on. The map comes first. */
export function WithMap({
  places,
  context,
  label,
  numbered,
  children,
}: {
  places: Place[];
  context: MapSelection;
  label: string;
  /** A trip's day: numbered pins in the order of `guides`, a line, no clusters (see GuideMap). */
  numbered?: boolean;
  children: ReactNode;
}) {
  const list = useRef<HTMLDivElement>(null);
  return (
    // Marked for "Show on map", which brings its first child (the map) into view.
    <div
      data-with-map
      className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-8"
    >
      <div className="lg:col-start-2 lg:row-start-1">
        <div className="lg:sticky lg:top-4">
          <button
            type="button"
            className="sr-only focus:not-sr-only focus:mb-2 focus:inline-flex focus:min-h-11 focus:items-center focus:rounded-md focus:bg-white focus:px-3 focus:font-semibold focus:text-primary-800"
            onClick={() => {
              list.current?.focus();
            }}
          >
            {m.guide_map_skip()}
          </button>
          <LazyGuideMap
            places={places}
            selectedId={context.selectedId}
            onSelect={context.onSelectOnMap}
            label={label}
            numbered={numbered}
            now={context.now}
          />
        </div>
      </div>
      <div ref={list} tabIndex={-1} className="focus:outline-none lg:col-start-1 lg:row-start-1">
        {children}
      </div>
    </div>
  );
}
