import { createContext, type ReactNode } from 'react';
import type { Place } from '../model/types';

/**
 * Where a place's card and its details put the button that saves it to the trip. The trip is a
 * feature of its own, which shows the guide's cards in My trip: the guide's screen provides how to draw its
 * Save button here, so the cards need not import the trip (nor the trip itself, through them).
 * Without a provider, no button.
 */
export const SaveSlot = createContext<((place: Place) => ReactNode) | null>(null);
