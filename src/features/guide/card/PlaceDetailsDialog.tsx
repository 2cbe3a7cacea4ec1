import { m } from '../../../paraglide/messages.js';
import { useContext, type ReactNode } from 'react';
import { Dialog } from '../../../components/Dialog';
import { negrilNow, weekHours } from '../hours/hours';
import { TextLanguageNote } from '../../../components/content/TextLanguageNote';
import { categoryName, categoryText, englishText, placeLanguage } from '../model/language';
import { bookingHref, directionsHref, phoneHref } from './links';
import { websiteHref } from '../api/parse';
import { WEEKDAYS, type Place } from '../model/types';
import { LocationLine } from './PlaceCard';
import { PlaceImage } from './PlaceImage';
import { placeName, nameText } from '../model/names';
import { OpenStatusLine, PriceTag } from './PlaceFacts';
import { SaveSlot } from './saveSlot';
import { ShareButton } from '../../../components/ShareButton';
import { placeHref } from './usePlaceAddress';

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

const ACTION =
  'inline-flex min-h-11 items-center gap-1.5 rounded-md border border-primary-300 bg-white px-3 text-sm font-semibold text-primary-800 hover:bg-primary-50';

/** A link that leaves the site, said so for screen readers. */
function OutLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={ACTION}>
      {children}
      <span className="sr-only"> {m.guide_new_tab()}</span>
    </a>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

/** The week's hours, today's row marked. */
function WeekHours({ place, now }: { place: Place; now: Date }) {
  const rows = weekHours(place.opening_hours, place.hours_exceptions, now);
  if (rows.length === 0) return null;
  const today = WEEKDAYS.indexOf(negrilNow(now).weekday);
  return (
    <Fact term={m.guide_hours_heading()}>
      <table className="w-full max-w-sm text-left">
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={row.day}
              aria-current={index === today ? 'date' : undefined}
              className={index === today ? 'font-semibold text-primary-900' : 'text-slate-800'}
            >
              <th scope="row" className="py-0.5 pr-4 font-inherit">
                {row.day}
              </th>
              <td className="py-0.5">
                {row.text}
                {row.note ? (
                  <span className="block text-xs font-normal text-slate-700">{row.note}</span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Fact>
  );
}

/**
 * The guide opened in detail: whether it is open, description, the week's hours, and how to get
 * there, call, visit or book. `adminActions` are the admin's edit and delete buttons.
 */
export function PlaceDetailsDialog({
  place,
  now,
  onClose,
  adminActions,
}: {
  place: Place;
  now: Date;
  onClose: () => void;
  adminActions?: ReactNode;
}) {
  const save = useContext(SaveSlot);
  const href = place.website ? websiteHref(place.website) : null;
  const call = phoneHref(place.phone);
  const booking = bookingHref(place.booking_url);
  const kind = [
    place.sub_category ? (
      <span key="sub" {...englishText()}>
        {place.sub_category}
      </span>
    ) : null,
    place.category ? (
      <span key="category" {...categoryText(place.category)}>
        {categoryName(place.category)}
      </span>
    ) : null,
  ]
    .filter((part) => part !== null)
    .flatMap((part, index) => (index === 0 ? [part] : [' · ', part]));
  return (
    <Dialog title={placeName(place)} onClose={onClose} wide>
      {place.image ? (
        <PlaceImage
          place={place}
          width={1200}
          height={800}
          eager
          className="mb-4 rounded-lg object-cover"
        />
      ) : null}
      {kind.length > 0 || place.price_level !== null ? (
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm font-semibold text-secondary-700">
          {/* One item of the line, as its words are one. */}
          {kind.length > 0 ? <span>{kind}</span> : null}
          <PriceTag place={place} />
        </p>
      ) : null}
      <div className="mt-1">
        <OpenStatusLine place={place} now={now} />
      </div>
      {place.description ? (
        <p className="mt-3 whitespace-pre-line text-slate-800" {...englishText()}>
          {place.description}
        </p>
      ) : (
        <p className="mt-3 text-slate-600">{m.guide_no_description()}</p>
      )}
      <TextLanguageNote lang={placeLanguage(place)} of="place" className="mt-1 text-xs" />
      <div className="mt-4 flex flex-wrap gap-2">
        {save?.(place)}
        <OutLink href={directionsHref(place)}>{m.guide_directions()}</OutLink>
        {call ? (
          <a href={call} className={ACTION}>
            {m.guide_call()}
            <span className="sr-only" {...nameText(place)}>
              {' '}
              {placeName(place)}
            </span>
          </a>
        ) : null}
        {booking ? <OutLink href={booking}>{m.guide_book()}</OutLink> : null}
      </div>
      <dl className="mt-5 space-y-3 border-t border-slate-200 pt-4 text-sm">
        <WeekHours place={place} now={now} />
        {place.location ? (
          <Fact term={m.guide_location()}>
            <LocationLine location={place.location} />
          </Fact>
        ) : null}
        {place.phone ? (
          <Fact term={m.guide_phone()}>
            <span className="text-slate-800">{place.phone}</span>
          </Fact>
        ) : null}
        {href ? (
          <Fact term={m.guide_website()}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold break-all text-primary-800 underline hover:text-primary-900"
            >
              {shownAddress(href)}
              <span className="sr-only"> {m.guide_new_tab()}</span>
            </a>
          </Fact>
        ) : place.website && isPlainText(place.website) ? (
          <Fact term={m.guide_website()}>
            <span className="text-slate-800" {...englishText()}>
              {place.website}
            </span>
          </Fact>
        ) : null}
      </dl>
      <div className="mt-4">
        <ShareButton
          // The place's own address: a path, made this site's address when pressed.
          url={placeHref('', place.id)}
          title={placeName(place)}
          label={m.guide_share_place()}
        />
      </div>
      {adminActions}
    </Dialog>
  );
}
