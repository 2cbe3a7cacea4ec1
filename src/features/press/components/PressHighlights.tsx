import { Link } from 'react-router-dom';
import { AsyncContent } from '../../../components/AsyncContent';
import { useConfig } from '../../../components/ConfigProvider';
import { SkeletonBlock } from '../../../components/Skeleton';
import type { ContentfulSettings } from '../../../config';
import { calendarDay, formatDay } from '../../../lib/dates';
import { paths } from '../../../lib/paths';
import type { PressEntry } from '../types';
import { usePressEntries } from '../usePress';
import { UNTITLED_ARTICLE } from './PressCards';

const HIGHLIGHTS = 3;
const GRID = 'grid gap-4 md:grid-cols-3';

function Highlights({ settings }: { settings: ContentfulSettings }) {
  const press = usePressEntries(settings);
  return (
    <AsyncContent
      items={press.entries}
      request={press}
      loading={{
        label: 'Loading the press highlights',
        className: GRID,
        placeholder: <SkeletonBlock className="h-28" />,
        count: HIGHLIGHTS,
      }}
      // The press page says what failed; on the home page the section simply stays short.
      empty={
        <p className="text-slate-700">
          <Link to={paths.press.getHref()} className="font-semibold text-primary-800 underline">
            Read what the press says about Negril
          </Link>
        </p>
      }
    >
      {(entries) => (
        <ul className={GRID}>
          {entries.slice(0, HIGHLIGHTS).map((entry) => (
            <li key={entry.id}>
              <Highlight entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </AsyncContent>
  );
}

function Highlight({ entry }: { entry: PressEntry }) {
  const day = calendarDay(entry.date);
  return (
    <article className="h-full rounded-xl border-l-4 border-secondary-500 bg-secondary-50 p-5">
      <h3 className="font-bold text-primary-900">
        {entry.url ? (
          <a href={entry.url} rel="noopener noreferrer" className="hover:underline">
            {entry.title || UNTITLED_ARTICLE}
          </a>
        ) : (
          entry.title || UNTITLED_ARTICLE
        )}
      </h3>
      {entry.subtitle ? (
        <p className="mt-1 text-sm font-semibold text-secondary-800">{entry.subtitle}</p>
      ) : null}
      {day ? (
        <p className="mt-1 text-sm text-slate-700">
          <time dateTime={day}>{formatDay(day)}</time>
        </p>
      ) : null}
    </article>
  );
}

/** The home page's press highlights: the newest press entries of the content service. */
export default function PressHighlights() {
  const { contentful } = useConfig();
  if (!contentful.configured) return null;
  return (
    <section aria-labelledby="press-highlights" className="mt-12">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="press-highlights" className="text-2xl font-bold text-primary-900">
          In the press
        </h2>
        <Link to={paths.press.getHref()} className="font-semibold text-primary-800 underline">
          All press
        </Link>
      </div>
      <Highlights settings={contentful.settings} />
    </section>
  );
}
