import type { Guide } from '../../features/guide';
import type { Weekday } from '../../features/guide/places/types';
import type { ServerPressItem } from '../../features/press';
import type { TripDay } from '../server/tripRules';

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
export interface GuideRecord extends Omit<Guide, 'opening_hours' | 'hours_exceptions'> {
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

/** An account's trip (`days` as the trip rules keep them); one per account, gone with it. */
export interface TripRecord {
  user_id: number;
  days: TripDay[];
  start: string | null;
  /** 1 after the first save, +1 each save after. */
  version: number;
  /** ISO 8601 in UTC, to the second: `2026-11-27T18:00:00Z`. */
  updated: string;
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
  /** The highest account id ever given: ids of deleted accounts are not given again. */
  lastUserId?: number;
}
