export { feedReducer, feedSnapshotLoaded, fetchFeed, selectFeed } from './feedSlice';
export type { SocialPost } from './types';
