import { m } from '../../../paraglide/messages.js';
import { memo, useContext } from 'react';
import { TextLanguageNote } from '../../../components/content/TextLanguageNote';
import { englishText, placeLanguage } from '../model/language';
import type { Place } from '../model/types';
import { PlaceImage } from './PlaceImage';
import { placeName, nameText } from '../model/names';
import { OpenStatusLine, PriceTag } from './PlaceFacts';
import { hasCoordinates } from '../model/distance';
import { SaveSlot } from './saveSlot';

export function LocationLine({ location }: { location: string }) {
  return (
    <p className="flex items-start gap-1.5 text-sm text-slate-700">
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="mt-0.5 size-4 shrink-0 text-primary-700"
        fill="currentColor"
      >
        <path d="M10 1.5a6 6 0 0 0-6 6c0 4.4 6 11 6 11s6-6.6 6-11a6 6 0 0 0-6-6Zm0 8.25a2.25 2.25 0 1 1 0-4.5 2.25 2.25 0 0 1 0 4.5Z" />
      </svg>
      <span>
        <span className="sr-only">{m.guide_location_prefix()} </span>
        <span {...englishText()}>{location}</span>
      </span>
    </p>
  );
}

/** The DOM id of a place's card, for the map to bring it into view. */
export const cardId = (place: Place) => `guide-card-${place.id}`;

export interface PlaceCardProps {
  place: Place;
  now: Date;
  onOpen: (place: Place) => void;
  /** The place chosen on the map (or with "Show on map"): its card is outlined. */
  selected?: boolean;
  /** Shows the place on the map; absent when there is no map. */
  onShowOnMap?: (place: Place) => void;
}

/**
 * One place: picture, name, sub-category, whether it is open, price and location, with "Save" and
 * "Show on map". The name is the button that opens the details; the whole card answers to a click.
 * The card is its own stacking context: its buttons are raised above the name's click area, not
 * above the sticky category bar that scrolls over the cards. Memoised: a list of a hundred cards
 * draws again only the card whose place, clock or selection changed.
 */
export const PlaceCard = memo(function PlaceCard({
  place,
  now,
  onOpen,
  selected = false,
  onShowOnMap,
}: PlaceCardProps) {
  const save = useContext(SaveSlot);
  return (
    <article
      id={cardId(place)}
      className={`relative isolate flex h-full scroll-mt-28 flex-col overflow-hidden rounded-xl border bg-white shadow-sm transition-shadow hover:shadow-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-secondary-600 ${
        selected ? 'border-secondary-600 ring-2 ring-secondary-600' : 'border-slate-200'
      }`}
    >
      <PlaceImage place={place} width={600} height={400} />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-lg leading-snug font-semibold text-primary-900">
          <button
            type="button"
            aria-haspopup="dialog"
            className="text-left after:absolute after:inset-0 hover:underline focus-visible:outline-none"
            onClick={() => {
              onOpen(place);
            }}
            {...nameText(place)}
          >
            {placeName(place)}
          </button>
        </h3>
        {place.sub_category || place.price_level !== null ? (
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm font-semibold text-secondary-700">
            {place.sub_category ? <span {...englishText()}>{place.sub_category}</span> : null}
            <PriceTag place={place} />
          </p>
        ) : null}
        <OpenStatusLine place={place} now={now} />
        {place.location ? (
          <div className="pt-1">
            <LocationLine location={place.location} />
          </div>
        ) : null}
        <TextLanguageNote lang={placeLanguage(place)} of="place" className="pt-1 text-xs" />
        <div className="mt-auto flex flex-wrap gap-2 pt-3">
          {save?.(place)}
          {onShowOnMap && hasCoordinates(place) ? (
            <button
              type="button"
              aria-pressed={selected}
              aria-label={m.guide_show_on_map_label({ name: placeName(place) })}
              onClick={() => {
                onShowOnMap(place);
              }}
              className="relative z-10 inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold text-primary-800 hover:bg-primary-50"
            >
              {m.guide_show_on_map()}
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
});
