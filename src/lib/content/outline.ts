import type { RichTextNode } from './assets';
import { RESERVED_IDS } from '../painted/pageIds';
import { richTextToPlainText } from './richText';
import { slugify } from '../text';
import { prefersReducedMotion } from '../browser/motion';

/**
 * The outline of a rich text document: its section headings (a heading 1 or 2 of the body is a
 * section, h2 on the page; a heading 3 a subsection, h3), each with an id made from its text,
 * unique on the page. The entry's screen lists them and the renderer gives each heading its id,
 * both through this one function, at build time and in the browser alike.
 */

export interface OutlineHeading {
  id: string;
  level: 2 | 3;
  text: string;
}

export interface Outline {
  headings: OutlineHeading[];
  /** The heading of each heading node of the tree (the renderer receives the same nodes). */
  byNode: WeakMap<RichTextNode, OutlineHeading>;
}

const LEVELS: Record<string, 2 | 3> = { 'heading-1': 2, 'heading-2': 2, 'heading-3': 3 };

export function outlineOf(document: RichTextNode | null): Outline {
  const headings: OutlineHeading[] = [];
  const byNode = new WeakMap<RichTextNode, OutlineHeading>();
  // The page's own ids are taken: a heading named "Main" or "Page data" gets `main-2`, `page-data-2`.
  const used = new Set(RESERVED_IDS);
  const visit = (node: RichTextNode) => {
    const level = LEVELS[node.nodeType];
    if (level) {
      const text = richTextToPlainText(node);
      const base = slugify(text) || 'section';
      let id = base;
      for (let count = 2; used.has(id); count += 1) id = `${base}-${count}`;
      used.add(id);
      const heading = { id, level, text };
      headings.push(heading);
      byNode.set(node, heading);
      return;
    }
    node.content?.forEach(visit);
  };
  if (document) visit(document);
  return { headings, byNode };
}

/**
 * Follows an in-page link to a heading: scrolls to it, moves focus to it (keyboard and
 * screen-reader users continue from there) and puts its id in the address, to be copied. Done
 * here rather than by the browser: a change of the URL's hash would count as a navigation for
 * the router (a new page: focus to the top). Returns false when the heading is not on the page.
 */
export function jumpToHeading(id: string): boolean {
  const heading = document.getElementById(id);
  if (!heading) return false;
  // The router's own state stays: only the address's fragment changes, without a navigation.
  window.history.replaceState(window.history.state, '', `#${encodeURIComponent(id)}`);
  heading.focus({ preventScroll: true });
  if (typeof heading.scrollIntoView === 'function') {
    heading.scrollIntoView({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'start',
    });
  }
  return true;
}
