import type { Place, Weekday } from '../../features/guide/data';
import type { ServerPressItem } from '../../features/press';
import type { TripStop } from '../server/trips/tripRules';

/** The records the mock product server keeps (its "database tables"). */

export interface UserRecord {
  id: number;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  /** A salted hash, never the password itself. */
  password: string;
  is_active: boolean;
  is_staff: boolean;
}

/** A place's hours as the server keeps them: `{"mon": [["09:00", "17:00"]]}`; a day left out is closed. */
export type WireHours = Partial<Record<Weekday, [string, string][]>>;

/** A place's own hours on dates, as the server keeps them: `{"2026-12-25": []}`. */
export type WireExceptions = Record<string, [string, string][]>;

/**
 * The site's own guide, whose `image` is kept as a path under the server's media root and whose
 * hours are kept as the server sends them. A database kept before the exceptions has none.
 */
export interface GuideRecord extends Omit<Place, 'opening_hours' | 'hours_exceptions'> {
  opening_hours: WireHours | null;
  hours_exceptions?: WireExceptions | null;
}

/** The site's own press item, whose `image` is kept as a path under the server's media root. */
export type PressRecord = ServerPressItem;

/** An uploaded file, kept as a data: URL. */
export interface MediaRecord {
  contentType: string;
  dataUrl: string;
}

export interface SentEmail {
  kind: 'activation' | 'password_reset';
  to: string;
  subject: string;
  /** A path of the site: `/activate/{uid}/{token}` or `/password/reset/confirm/{uid}/{token}`. */
  link: string;
  sentAt: string;
}

/** A refresh token the server revoked (rotated or blacklisted), kept until it would expire. */
export interface RevokedToken {
  jti: string;
  exp: number;
}

/** A stop as a trip keeps it: `by` is the account that first put it in, null once deleted. */
export interface StoredStop extends TripStop {
  by: number | null;
}

export interface StoredDay {
  name: string;
  stops: StoredStop[];
}

export type TripRole = 'owner' | 'companion';

/** An account planning a trip: its owner (one) or a companion. */
export interface TripMemberRecord {
  user_id: number;
  role: TripRole;
}

/**
 * A trip, which several accounts may plan together. `user_id` names the account whose own first
 * trip it is (the one `v1/trip/` reads and writes): at most one per account, null for every other
 * trip and once the trip has passed to a companion. A database kept before trips together has
 * trips without `id`, `name`, `members` or `by`: the database adds them when it loads.
 */
export interface TripRecord {
  id: number;
  user_id: number | null;
  name: string;
  days: StoredDay[];
  start: string | null;
  /** 1 after the first save, +1 each change after (members joining and leaving too). */
  version: number;
  /** ISO 8601 in UTC, to the second: `2026-11-27T18:00:00Z`. */
  updated: string;
  /** In joining order (the owner need not be first: answers put it first). */
  members: TripMemberRecord[];
}

/** An open invitation to a trip: a hash of its token is kept, never the token. */
export interface TripInviteRecord {
  trip_id: number;
  token_hash: string;
  /** ISO 8601 in UTC, to the second. */
  expires: string;
}

/**
 * The seeded companion's scripted edits of the trip she plans with the reader: the steps done so
 * far, and when the last one was made (or the trip first read), in ms; null before that.
 */
export interface CompanionScript {
  trip_id: number;
  companion_id: number;
  reader_id: number;
  step: number;
  last: number | null;
}

export interface DbState {
  version: 3;
  users: UserRecord[];
  guides: GuideRecord[];
  press: PressRecord[];
  media: Record<string, MediaRecord>;
  outbox: SentEmail[];
  /** simplejwt's blacklist (absent in a database kept before rotation). */
  revoked?: RevokedToken[];
  /** The accounts' trips (absent in a database kept before them). */
  trips?: TripRecord[];
  /** The trips' open invitations. */
  invites?: TripInviteRecord[];
  /** The highest trip id ever given: a deleted trip's id is not given again. */
  lastTripId?: number;
  /** The seeded companion's script (absent in a database kept before it: added on load). */
  companion?: CompanionScript;
  /** The highest account id ever given: ids of deleted accounts are not given again. */
  lastUserId?: number;
}
