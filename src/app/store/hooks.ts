import { typedHooks } from '../../lib/redux/hooks';
import type { RootState } from './store';

export const { useStoreSelector: useAppSelector } = typedHooks<RootState>();
