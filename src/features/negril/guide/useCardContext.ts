import { m } from '../../../paraglide/messages.js';
import { useState } from 'react';
import { openCard, useNegrilDispatch } from '../negrilSlice';
import type { Guide } from '../types';
import type { CardContext } from './Cards';
import { cardId } from './GuideCard';
import { guideName } from './GuideImage';

/**
 * The place chosen on the map or in the list, shared by every card and map of the guide, and
 * what a screen reader is told when a pin outlines a card.
 */
export function useCardContext(
  byId: ReadonlyMap<number, Guide>,
  now: Date,
): [context: CardContext, announced: string] {
  const dispatch = useNegrilDispatch();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [announced, setAnnounced] = useState('');
  const context: CardContext = {
    now,
    selectedId,
    onOpen: (guide) => dispatch(openCard(guide)),
    // Pressed again, "Show on map" lets the place go.
    onShowOnMap: (guide) => {
      setSelectedId((current) => (current === guide.id ? null : guide.id));
    },
    onSelectOnMap: (id) => {
      setSelectedId(id);
      const guide = byId.get(id);
      if (!guide) return;
      setAnnounced(m.guide_outlined({ name: guideName(guide) }));
      document.getElementById(cardId(guide))?.scrollIntoView({ block: 'nearest' });
    },
  };
  return [context, announced];
}
