import type { ReactNode } from 'react';
import { Dialog } from '../../../components/Dialog';
import { websiteHref } from '../parse';
import type { Guide } from '../types';
import { LocationLine } from './GuideCard';
import { GuideImage, guideName } from './GuideImage';

/** What a visitor sees of a website: its host and path, without the scheme. */
function shownAddress(href: string): string {
  const url = new URL(href);
  const path = url.pathname === '/' ? '' : url.pathname;
  return `${url.host.replace(/^www\./, '')}${path}`;
}

/** A website that is neither a link nor an address of another kind (mailto:, javascript:). */
function isPlainText(website: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(website);
}

/** The guide opened in detail: description, website and location; `actions`: an admin's. */
export function GuideDetailsDialog({
  guide,
  onClose,
  actions,
}: {
  guide: Guide;
  onClose: () => void;
  actions?: ReactNode;
}) {
  const href = guide.website ? websiteHref(guide.website) : null;
  const kind = [guide.sub_category, guide.category].filter(Boolean).join(' · ');
  return (
    <Dialog title={guideName(guide)} onClose={onClose} wide>
      {guide.image ? (
        <GuideImage
          guide={guide}
          width={1200}
          height={800}
          eager
          className="mb-4 rounded-lg object-cover"
        />
      ) : null}
      {kind ? <p className="text-sm font-semibold text-secondary-700">{kind}</p> : null}
      {guide.description ? (
        <p className="mt-3 whitespace-pre-line text-slate-800">{guide.description}</p>
      ) : (
        <p className="mt-3 text-slate-600">No description yet.</p>
      )}
      {guide.location || guide.website ? (
        <dl className="mt-5 space-y-3 border-t border-slate-200 pt-4 text-sm">
          {guide.location ? (
            <div>
              <dt className="font-semibold text-slate-900">Location</dt>
              <dd className="mt-1">
                <LocationLine location={guide.location} />
              </dd>
            </div>
          ) : null}
          {href ? (
            <div>
              <dt className="font-semibold text-slate-900">Website</dt>
              <dd className="mt-1">
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="font-semibold break-all text-primary-800 underline hover:text-primary-900"
                >
                  {shownAddress(href)}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </dd>
            </div>
          ) : guide.website && isPlainText(guide.website) ? (
            <div>
              <dt className="font-semibold text-slate-900">Website</dt>
              <dd className="mt-1 break-words text-slate-800">{guide.website}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {actions}
    </Dialog>
  );
}
