export { feedReducer, feedPaintedLoaded, fetchFeed, selectFeed } from './feedSlice';
export type { SocialPost } from './types';
