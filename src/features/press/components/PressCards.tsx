import type { ReactNode } from 'react';
import { ResponsiveImage } from '../../../components/content/ResponsiveImage';
import { RichTextContent } from '../../../components/content/RichTextContent';
import { SkeletonBlock } from '../../../components/status/Skeleton';
import { TextLanguageNote } from '../../../components/content/TextLanguageNote';
import { calendarDay, formatDay } from '../../../lib/dates';
import { langAttr } from '../../../lib/i18n/content';
import type { Locale } from '../../../lib/i18n/locales';
import { m } from '../../../paraglide/messages.js';
import { SERVER_PRESS_LANG, type PressEntry, type ServerPressItem } from '../types';

/** The title an article without one shows, in the page's language. */
export const untitledArticle = () => m.press_untitled();

/** The language of an article as a whole: its text's, or (without one) its title's. */
export function articleLanguage(entry: PressEntry): Locale | undefined {
  return entry.text ? entry.lang?.text : entry.title ? entry.lang?.title : undefined;
}

function Title({
  url,
  lang,
  children,
}: {
  url: string | null;
  /** The title's language, when it may not be the page's. */
  lang?: Locale;
  children: ReactNode;
}) {
  return (
    <h3 className="text-lg font-bold text-primary-900" {...langAttr(lang)}>
      {url ? (
        <a href={url} rel="noopener noreferrer" className="hover:underline">
          {children}
        </a>
      ) : (
        children
      )}
    </h3>
  );
}

function Byline({ source, date }: { source: string; date: string | null }) {
  const day = calendarDay(date);
  if (!source && !day) return null;
  return (
    <p className="flex flex-col text-sm text-slate-700">
      {source ? <span className="font-semibold text-secondary-800">{source}</span> : null}
      {day ? <time dateTime={day}>{formatDay(day)}</time> : null}
    </p>
  );
}

const CARD = 'flex h-full flex-col overflow-hidden rounded-xl border border-primary-100 bg-white';

/** A press entry of the content service: image, title (linked), publication, date and text. */
export function PressEntryCard({ entry }: { entry: PressEntry }) {
  return (
    <article className={CARD}>
      {entry.image ? (
        <div {...langAttr(entry.image.lang)}>
          <ResponsiveImage
            image={entry.image}
            aspect={16 / 9}
            widths={[320, 480, 640, 800]}
            sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Title url={entry.url} lang={entry.title ? entry.lang?.title : undefined}>
          {entry.title || untitledArticle()}
        </Title>
        <Byline source={entry.subtitle} date={entry.date} />
        <TextLanguageNote lang={articleLanguage(entry)} of="article" />
        {entry.text ? (
          <div {...langAttr(entry.lang?.text)}>
            <RichTextContent document={entry.text} size="base" />
          </div>
        ) : null}
      </div>
    </article>
  );
}

/** An article of the server's press list: image, title (linked), publication and date. */
export function ServerPressCard({ item }: { item: ServerPressItem }) {
  return (
    <article className={CARD}>
      {item.image ? (
        <img
          src={item.image}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="aspect-video h-auto w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-5">
        {/* The server writes its list in English. */}
        <Title url={item.url} lang={item.title ? SERVER_PRESS_LANG : undefined}>
          {item.title || item.url || untitledArticle()}
        </Title>
        <Byline source={item.publication} date={item.date} />
        <TextLanguageNote lang={item.title ? SERVER_PRESS_LANG : undefined} of="article" />
      </div>
    </article>
  );
}

export function PressCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-xl border border-primary-100">
      <SkeletonBlock className="aspect-video w-full" rounded="rounded-none" />
      <div className="space-y-3 p-5">
        <SkeletonBlock className="h-5 w-4/5" />
        <SkeletonBlock className="h-4 w-2/5" />
      </div>
    </div>
  );
}
