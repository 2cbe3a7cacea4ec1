import { m } from '../../../paraglide/messages.js';
import { useCallback, useMemo, useState } from 'react';
import type { Place } from '../model/types';
import type { CardContext } from './Cards';
import { cardId } from '../card/PlaceCard';
import { placeName } from '../model/names';
import { useBringMap, useOpenPlace } from '../card/usePlaceAddress';

/**
 * The place chosen on the map or in the list, shared by every card and map of the guide, and
 * what a screen reader is told when a pin outlines a card. The context stays the same object
 * until the clock or the selection moves, and its functions while the list of places stays the same, so
 * that the cards (memoised) are not drawn again when anything else of the guide changes.
 */
export function useCardContext(
  byId: ReadonlyMap<number, Place>,
  now: Date,
  flushFilters: () => string | null,
): [context: CardContext, announced: string] {
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [announced, setAnnounced] = useState('');
  // A place opens at its own address (`?place=12`), the filters waiting for it written first.
  const onOpen = useOpenPlace(flushFilters);
  const bringMap = useBringMap();
  // Pressed again, "Show on map" lets the place go.
  const onShowOnMap = useCallback(
    (place: Place) => {
      setSelectedId((current) => (current === place.id ? null : place.id));
      bringMap(place);
    },
    [bringMap],
  );
  const onSelectOnMap = useCallback(
    (id: number) => {
      setSelectedId(id);
      const place = byId.get(id);
      if (!place) return;
      setAnnounced(m.guide_outlined({ name: placeName(place) }));
      document.getElementById(cardId(place))?.scrollIntoView({ block: 'nearest' });
    },
    [byId],
  );

  const context = useMemo<CardContext>(
    () => ({ now, selectedId, onOpen, onShowOnMap, onSelectOnMap }),
    [now, selectedId, onOpen, onShowOnMap, onSelectOnMap],
  );
  return [context, announced];
}
