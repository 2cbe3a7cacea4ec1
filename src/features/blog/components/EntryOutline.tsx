import type { OutlineHeading } from '../../../lib/content/outline';
import { jumpToHeading } from '../../../lib/content/outline';
import { langAttr } from '../../../lib/i18n/content';
import type { Locale } from '../../../lib/i18n/locales';
import { m } from '../../../paraglide/messages.js';

interface Section {
  heading: OutlineHeading;
  subsections: OutlineHeading[];
}

/** h3s under the h2 before them; an h3 before any h2 stands on its own. */
function sectionsOf(headings: readonly OutlineHeading[]): Section[] {
  const sections: Section[] = [];
  for (const heading of headings) {
    const last = sections.at(-1);
    if (heading.level === 3 && last && last.heading.level === 2) last.subsections.push(heading);
    else sections.push({ heading, subsections: [] });
  }
  return sections;
}

function OutlineLink({ heading }: { heading: OutlineHeading }) {
  return (
    <a
      href={`#${heading.id}`}
      onClick={(event) => {
        if (jumpToHeading(heading.id)) event.preventDefault();
      }}
      className="inline-block py-1 font-medium text-primary-800 underline-offset-2 hover:underline"
    >
      {heading.text}
    </a>
  );
}

/**
 * "On this page": links to the entry's sections, when it has at least two. `lang` is the body's
 * language, whose headings the links repeat.
 */
export function EntryOutline({
  headings,
  lang,
}: {
  headings: readonly OutlineHeading[];
  lang?: Locale;
}) {
  if (headings.length < 2) return null;
  return (
    <nav
      aria-labelledby="on-this-page"
      className="mb-8 rounded-xl border border-primary-100 bg-primary-50 px-5 py-4"
    >
      <h2 id="on-this-page" className="mb-2 text-base font-semibold text-slate-800">
        {m.blog_on_this_page()}
      </h2>
      <ol className="space-y-1" {...langAttr(lang)}>
        {sectionsOf(headings).map(({ heading, subsections }) => (
          <li key={heading.id}>
            <OutlineLink heading={heading} />
            {subsections.length > 0 ? (
              <ol className="space-y-1 border-l border-primary-200 pl-4">
                {subsections.map((subsection) => (
                  <li key={subsection.id}>
                    <OutlineLink heading={subsection} />
                  </li>
                ))}
              </ol>
            ) : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}
