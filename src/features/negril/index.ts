export {
  GUIDE_WORD_KEY,
  closeCard,
  initialNegrilState,
  negrilReducer,
  openCard,
  setNegrilPassword,
} from './negrilSlice';
export { GUIDE_CATEGORIES } from './types';
export type { Guide, NegrilState } from './types';
