/**
 * The trip's second door: what the guide's screen (loaded behind the gate) uses of the trip: My
 * trip and a shared trip's screens, the hooks that read the stored trip and keep it in step with
 * the account, and the edits a place's Save button makes. Not for the first load: `index.ts` is
 * that door.
 */
export { MAX_STOPS, savedIds } from './model/trip';
export { readSharedTrip, type SharedTrip as SharedTripLink } from './model/tripLink';
export { JoinInvitation } from './planner/JoinInvitation';
export { MyTrip } from './planner/MyTrip';
export { SaveButton } from './planner/SaveButton';
export { SharedTrip } from './planner/SharedTrip';
export { editTrip, isFull, keepPlaces, toggleStop } from './store/tripEdits';
export { useTripDispatch, useTripSelector } from './store/tripSlice';
export { useStoredTrip } from './store/useStoredTrip';
export { useTripSync } from './sync/useTripSync';
