import { Link } from '../../../lib/router';
import { langAttr } from '../../../lib/i18n/content';
import type { Locale } from '../../../lib/i18n/locales';
import { paths } from '../../../lib/routes';

/** An entry's tags, each a link to the list filtered by it; `lang` is the tags' language. */
export function TagList({ tags, label, lang }: { tags: string[]; label: string; lang?: Locale }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={paths.blog.getHref(tag)}
            className="inline-flex min-h-8 items-center rounded-full bg-secondary-50 px-3 text-sm font-medium wrap-anywhere text-secondary-800 hover:bg-secondary-100"
            {...langAttr(lang)}
          >
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  );
}
