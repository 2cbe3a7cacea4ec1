import { m } from '../../../paraglide/messages.js';
import type { MouseEvent } from 'react';
import type { GuideGroup } from '../grouping';
import { categoryName, categoryText } from '../language';
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

/** In-page links to each category of the guide, in the order the groups are shown. */
export function CategoryNav({ groups }: { groups: GuideGroup[] }) {
  return (
    <nav
      aria-label={m.guide_categories_nav()}
      className="sticky top-0 z-10 -mx-4 mb-8 border-b border-primary-100 bg-white/95 px-4 py-3 backdrop-blur"
    >
      <ul className="flex gap-2 overflow-x-auto md:flex-wrap md:overflow-visible">
        {groups.map((group) => (
          <li key={group.anchor} className="shrink-0">
            <a
              href={`#${group.anchor}`}
              onClick={(event) => {
                jumpTo(event, group.anchor);
              }}
              className="inline-flex min-h-11 items-center rounded-full border border-primary-200 bg-primary-50 px-4 text-sm font-semibold whitespace-nowrap text-primary-800 hover:border-primary-700 hover:bg-primary-100"
            >
              <span {...categoryText(group.category)}>{categoryName(group.category)}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
