import { m } from '../../../paraglide/messages.js';
import type { Place } from '../model/types';
import { PlaceCard, type PlaceCardProps } from '../card/PlaceCard';
import type { MapSelection } from '../map/WithMap';

/** What every card of the current list and its map share. */
export type CardContext = Omit<PlaceCardProps, 'place' | 'selected'> & Required<MapSelection>;

/** "3 places", in the page's language. */
export const places = (count: number) => m.guide_places({ count });

/**
 * A list of places as cards; `ordered` where the order means something (a trip). With `shown`,
 * the cards of the other places are kept, hidden.
 */
export function Cards({
  places,
  context,
  shown,
  ordered = false,
}: {
  places: Place[];
  context: CardContext;
  shown?: ReadonlySet<number>;
  ordered?: boolean;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className="grid grid-cols-1 gap-6 sm:grid-cols-2">
      {places.map((place) => (
        // A card far from the screen is neither laid out nor painted until it comes near
        // (content-visibility), at the height a card usually has (its width is the column's, so
        // none is given: a given width would be the card's least); the padding, taken back by the
        // margin, keeps the card's focus outline and ring inside what the browser paints. A
        // printed page has every card.
        <li
          key={place.id}
          hidden={shown ? !shown.has(place.id) : undefined}
          className="-m-1 p-1 [contain-intrinsic-size:auto_none_auto_26rem] [content-visibility:auto] print:[content-visibility:visible]"
        >
          <PlaceCard
            place={place}
            now={context.now}
            onOpen={context.onOpen}
            onShowOnMap={context.onShowOnMap}
            selected={place.id === context.selectedId}
          />
        </li>
      ))}
    </List>
  );
}
