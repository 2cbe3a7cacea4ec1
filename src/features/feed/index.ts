export { feedReducer, initialFeedState } from './feedSlice';
export type { FeedState, SocialPost } from './types';
