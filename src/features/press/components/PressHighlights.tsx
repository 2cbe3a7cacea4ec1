import { Link } from '../../../lib/router';
import { AsyncContent } from '../../../components/status/AsyncContent';
import { useConfig } from '../../../components/ConfigProvider';
import { HomeSection } from '../../../components/HomeSection';
import { SkeletonBlock } from '../../../components/status/Skeleton';
import { TextLanguageNote } from '../../../components/content/TextLanguageNote';
import type { ContentfulSettings } from '../../../config';
import { calendarDay, formatDay } from '../../../lib/dates';
import { langAttr } from '../../../lib/i18n/content';
import { paths } from '../../../lib/routes';
import { m } from '../../../paraglide/messages.js';
import type { PressEntry } from '../types';
import { usePressEntries } from '../usePress';
import { articleLanguage, untitledArticle } from './PressCards';

const HIGHLIGHTS = 3;
const GRID = 'grid gap-4 md:grid-cols-3';

function Highlights({ settings }: { settings: ContentfulSettings }) {
  const press = usePressEntries(settings);
  return (
    <AsyncContent
      items={press.entries}
      request={press}
      loading={{
        label: m.press_highlights_loading(),
        className: GRID,
        placeholder: <SkeletonBlock className="h-28" />,
        count: HIGHLIGHTS,
      }}
      // The press page says what failed; on the home page the section simply stays short.
      empty={
        <p className="text-slate-700">
          <Link to={paths.press.getHref()} className="font-semibold text-primary-800 underline">
            {m.press_read_what()}
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
  const title = entry.title || untitledArticle();
  return (
    <article className="h-full rounded-xl border-l-4 border-secondary-500 bg-secondary-50 p-5">
      <h3
        className="font-bold text-primary-900"
        {...langAttr(entry.title ? entry.lang?.title : undefined)}
      >
        {entry.url ? (
          <a href={entry.url} rel="noopener noreferrer" className="hover:underline">
            {title}
          </a>
        ) : (
          title
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
      <TextLanguageNote lang={articleLanguage(entry)} of="article" className="mt-1 text-xs" />
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
      title={m.press_in_the_press()}
      more={{ to: paths.press.getHref(), label: m.press_all() }}
    >
      <Highlights settings={contentful.settings} />
    </HomeSection>
  );
}
