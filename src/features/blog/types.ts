import type { RequestFlags } from '../../lib/async';
import type { ImageRef, RichTextNode } from '../../lib/media';

export interface BlogEntry {
  id: string;
  title: string;
  slug: string;
  date: string | null;
  excerpt: string;
  coverImage: ImageRef | null;
  body: RichTextNode | null;
  tags: string[];
}

/** A failure as it was thrown, serialised (the specification stores the blog's raw error). */
export interface RawError {
  name: string;
  message: string;
  status: number | null;
}

export interface BlogState extends RequestFlags {
  entries: BlogEntry[];
  error: RawError | null;
  /** The entries came with the page (the build's snapshot): shown at once, refreshed when idle. */
  fromSnapshot: boolean;
}
