import type { RequestFlags } from '../../lib/redux/thunks';
import type { ImageRef, RichTextNode } from '../../lib/content/assets';

/** A `press` entry of the content service. */
export interface PressEntry {
  id: string;
  title: string;
  subtitle: string;
  url: string | null;
  date: string | null;
  text: RichTextNode | null;
  image: ImageRef | null;
}

/** A row of the product's server's `GET /press/`. */
export interface ServerPressItem {
  id: number;
  title: string;
  publication: string;
  url: string | null;
  date: string | null;
  image: string | null;
}

/** Two sources, each with its own flags: one failing does not hide the other. */
export interface PressState {
  cms: RequestFlags & { entries: PressEntry[] };
  server: RequestFlags & { items: ServerPressItem[] };
}
