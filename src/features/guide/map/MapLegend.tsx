import { m } from '../../../paraglide/messages.js';
import type { PlaceState } from '../hours/hours';
import { countText, PLACE_STATES, STATE_GLYPHS, stateLegend } from './draw/pins';

/** A state's glyph as the pins draw it (pins.ts), for the legend. */
function StateGlyph({ state }: { state: PlaceState }) {
  return (
    <svg
      viewBox="0 0 16 16"
      aria-hidden="true"
      focusable="false"
      className={`guide-state guide-state--${state} h-5 w-5 shrink-0`}
    >
      <circle cx="8" cy="8" r="7" className="guide-state__face" />
      <path d={STATE_GLYPHS[state]} className="guide-state__mark" />
    </svg>
  );
}

/**
 * What the pins' badges mean, as a list under the map that reads on its own (the pins' names say
 * the same), and the clusters' discs when the map has them.
 */
export function MapLegend({ clusters }: { clusters: boolean }) {
  return (
    <div className="mt-2 text-sm text-slate-700">
      <ul aria-label={m.guide_map_legend()} className="flex flex-wrap gap-x-4 gap-y-1">
        {PLACE_STATES.map((state) => (
          <li key={state} className="flex items-center gap-1.5">
            <StateGlyph state={state} />
            {stateLegend(state)}
          </li>
        ))}
        {clusters ? (
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="guide-legend-cluster">
              {countText(3)}
            </span>
            {m.guide_map_legend_cluster()}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
