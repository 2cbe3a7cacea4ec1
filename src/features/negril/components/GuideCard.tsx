import type { Guide } from '../types';
import { GuideImage, guideName } from './GuideImage';

export function LocationLine({ location }: { location: string }) {
  return (
    <p className="flex items-start gap-1.5 text-sm text-slate-700">
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="mt-0.5 size-4 shrink-0 text-primary-700"
        fill="currentColor"
      >
        <path d="M10 1.5a6 6 0 0 0-6 6c0 4.4 6 11 6 11s6-6.6 6-11a6 6 0 0 0-6-6Zm0 8.25a2.25 2.25 0 1 1 0-4.5 2.25 2.25 0 0 1 0 4.5Z" />
      </svg>
      <span>
        <span className="sr-only">Location: </span>
        {location}
      </span>
    </p>
  );
}

/**
 * One guide in its category: picture, name, sub-category and location. The name is the
 * button that opens the details; the whole card answers to a click.
 */
export function GuideCard({ guide, onOpen }: { guide: Guide; onOpen: (guide: Guide) => void }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-secondary-600">
      <GuideImage guide={guide} width={600} height={400} />
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-lg leading-snug font-semibold text-primary-900">
          <button
            type="button"
            aria-haspopup="dialog"
            className="text-left after:absolute after:inset-0 hover:underline focus-visible:outline-none"
            onClick={() => {
              onOpen(guide);
            }}
          >
            {guideName(guide)}
          </button>
        </h3>
        {guide.sub_category ? (
          <p className="text-sm font-semibold text-secondary-700">{guide.sub_category}</p>
        ) : null}
        {guide.location ? (
          <div className="mt-auto pt-2">
            <LocationLine location={guide.location} />
          </div>
        ) : null}
      </div>
    </article>
  );
}
