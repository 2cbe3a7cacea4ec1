import { typedHooks } from '../lib/hooks';
import type { RootState } from './store';

export const { useStoreSelector: useAppSelector } = typedHooks<RootState>();
