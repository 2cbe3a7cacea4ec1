/** The records the mock product server keeps (its "database tables"). */

export interface UserRecord {
  id: number;
  email: string;
  username: string;
  first_name: string;
  last_name: string;
  /** Salted hash, never the password itself. */
  password: string;
  is_active: boolean;
  is_staff: boolean;
  last_login: string | null;
  date_joined: string;
}

export interface GuideRecord {
  id: number;
  name: string;
  category: string;
  sub_category: string;
  description: string;
  website: string;
  location: string;
  /** A path under the server's media root (`negril_guide/ricks-cafe.jpg`), or null. */
  image: string | null;
}

export interface PressRecord {
  id: number;
  title: string;
  publication: string;
  url: string;
  date: string;
  /** A path under the server's media root, or null. */
  image: string | null;
}

/** An uploaded file, kept as a data: URL. */
export interface MediaRecord {
  contentType: string;
  size: number;
  dataUrl: string;
}

export interface SentEmail {
  kind: 'activation' | 'password_reset';
  to: string;
  subject: string;
  body: string;
  /** A path of the site: `/activate/{uid}/{token}` or `/password/reset/confirm/{uid}/{token}`. */
  link: string;
  sentAt: string;
}

export interface DbState {
  version: 1;
  users: UserRecord[];
  guides: GuideRecord[];
  press: PressRecord[];
  media: Record<string, MediaRecord>;
  outbox: SentEmail[];
}
