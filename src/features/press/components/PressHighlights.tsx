import { Link } from 'react-router-dom';
import { AsyncContent } from '../../../components/AsyncContent';
import { useConfig } from '../../../components/ConfigProvider';
import { HomeSection } from '../../../components/HomeSection';
import { SkeletonBlock } from '../../../components/Skeleton';
import type { ContentfulSettings } from '../../../config';
import { calendarDay, formatDay } from '../../../lib/dates';
import { paths } from '../../../lib/routes';
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
    <HomeSection
      id="press-highlights"
      title="In the press"
      more={{ to: paths.press.getHref(), label: 'All press' }}
    >
      <Highlights settings={contentful.settings} />
    </HomeSection>
  );
}
