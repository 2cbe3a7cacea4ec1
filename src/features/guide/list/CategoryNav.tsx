import { m } from '../../../paraglide/messages.js';
import type { MouseEvent } from 'react';
import type { PlaceGroup } from '../model/grouping';
import { categoryName, categoryText } from '../model/language';
import { prefersReducedMotion } from '../../../lib/browser/motion';

/**
 * Jumps to a category's section and moves focus to its heading, so keyboard and screen-reader
 * users continue from there. Handled here rather than by the browser: a change of the URL's
 * hash would count as a navigation for the router.
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, anchor: string) {
  const section = document.getElementById(anchor);
  if (!section) return;
  event.preventDefault();
  const heading = section.querySelector<HTMLElement>('h2');
  heading?.focus({ preventScroll: true });
  if (typeof section.scrollIntoView === 'function') {
    section.scrollIntoView({
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      block: 'start',
    });
  }
}

/**
 * In-page links to each category of the guide, in the order the groups are shown: one row that
 * scrolls sideways at every width (wrapped, ten categories made the sticky bar three rows tall on
 * a desktop), above the cards (each card keeps its raised buttons within itself).
 */
export function CategoryNav({ groups }: { groups: PlaceGroup[] }) {
  return (
    <nav
      aria-label={m.guide_categories_nav()}
      className="sticky top-0 z-10 -mx-4 mb-8 border-b border-primary-100 bg-white/95 backdrop-blur"
    >
      {/* The padding keeps the chips' focus outline inside the scroller, which would clip it. */}
      <ul className="flex snap-x snap-proximity scroll-px-4 gap-2 overflow-x-auto px-4 py-1.5 [scrollbar-width:thin]">
        {groups.map((group) => (
          <li key={group.anchor} className="shrink-0 snap-start">
            <a
              href={`#${group.anchor}`}
              onClick={(event) => {
                jumpTo(event, group.anchor);
              }}
              className="inline-flex min-h-11 items-center rounded-full border border-primary-200 bg-primary-50 px-4 text-sm font-semibold whitespace-nowrap text-primary-800 hover:border-primary-700 hover:bg-primary-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-secondary-600"
            >
              <span {...categoryText(group.category)}>{categoryName(group.category)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
