export { feedReducer, feedPaintedLoaded, fetchFeed, selectFeed } from './feedSlice';
export { parseFeedPage, type FeedPage } from './parse';
export type { SocialPost } from './types';

/** The home page's section of the feed: a chunk of its own, fetched by the home screen. */
export const loadFeedStrip = () => import('./components/FeedStrip');
