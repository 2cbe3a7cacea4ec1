import type { RequestFlags } from '../../../lib/redux/thunks';
import type { ApiError } from '../../../lib/http/errors';
import type { Place } from '../model/types';

/** The guide's part of the store (the slice is guideSlice.ts). */
export interface GuideState extends RequestFlags {
  negrilGuides: Place[];
  /** The guide opened in detail. */
  currentCard: Place | null;
  /** The word last entered at the gate (also kept under the storage key `negrilPassword`). */
  negrilPassword: string;
  /** The server's private mode refused the word the guide was opened with: the gate asks again. */
  wordRefused: boolean;
  /** Why the list could not be loaded, for the screen to say it in plain words. */
  loadFailure: ApiError | null;
  /** The flags of adding a guide: a failed addition must not hide the list. */
  creation: RequestFlags;
  /** The flags of an admin's edit of a guide. */
  update: RequestFlags;
  /** The flags of an admin's deletion of a guide. */
  deletion: RequestFlags;
}
