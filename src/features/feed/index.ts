export {
  feedReducer,
  feedSnapshotLoaded,
  fetchFeed,
  fetchMoreFeed,
  initialFeedState,
  selectFeed,
} from './feedSlice';
export type { FeedState, SocialPost } from './types';
