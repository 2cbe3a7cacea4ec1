import type { RequestFlags } from '../../lib/redux/thunks';
import type { ApiError } from '../../lib/http/errors';
import type { ImageRef, RichTextNode } from '../../lib/content/assets';
import type { Locale } from '../../lib/i18n/locales';

/** The fields of an entry that are read as text, and may lack a translation. */
export type BlogTextField = 'title' | 'excerpt' | 'body' | 'tags';

export interface BlogEntry {
  id: string;
  title: string;
  slug: string;
  date: string | null;
  excerpt: string;
  coverImage: ImageRef | null;
  body: RichTextNode | null;
  tags: string[];
  /**
   * The language of each text field that is not in the page's (English, where the entry has no
   * translation); absent when every field is in the page's language.
   */
  lang?: Partial<Record<BlogTextField, Locale>>;
}

/** A failure as it was thrown, serialised (the blog's state keeps its raw error). */
export type RawError = Pick<ApiError, 'name' | 'message' | 'status'>;

export interface BlogState extends RequestFlags {
  entries: BlogEntry[];
  error: RawError | null;
  /** The entries came with the page (painted into it at build): shown at once, checked when idle. */
  fromPaintedPage: boolean;
  /** The painted entries' ids and update times (src/lib/content/contentfulVersions.ts), if known. */
  paintedVersion: string | null;
  /** The check of the painted entries is under way or done (once per visit). */
  paintedCheckScheduled: boolean;
}
