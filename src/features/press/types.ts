import type { RequestFlags } from '../../lib/redux/thunks';
import type { ImageRef, RichTextNode } from '../../lib/content/assets';
import type { Locale } from '../../lib/i18n/locales';

/** The fields of a press entry that are read as text, and may lack a translation. */
export type PressTextField = 'title' | 'text';

/** A `press` entry of the content service. */
export interface PressEntry {
  id: string;
  title: string;
  subtitle: string;
  url: string | null;
  date: string | null;
  text: RichTextNode | null;
  image: ImageRef | null;
  /** The language of each text field that is not in the page's; absent when all are. */
  lang?: Partial<Record<PressTextField, Locale>>;
}

/** A row of the product's server's `GET /press/`: its texts are in English (SERVER_PRESS_LANG). */
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

/** The language the product server writes its press list in. */
export const SERVER_PRESS_LANG: Locale = 'en';
