/** An image as the site shows it, whichever backend it came from. */
export interface ImageRef {
  url: string;
  alt: string;
  width: number | null;
  height: number | null;
}

/** Contentful's rich text, as JSON: a tree of nodes (kept as data, rendered as text). */
export interface RichTextNode {
  nodeType: string;
  value?: string;
  content?: RichTextNode[];
  data?: Record<string, unknown>;
  marks?: { type: string }[];
}
