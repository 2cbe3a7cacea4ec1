import type { RouteMeta } from '../../../lib/routeMeta';
import type { ReactNode } from 'react';
import { AsyncContent } from '../../../components/status/AsyncContent';
import { PageHeading } from '../../../components/PageHeading';
import { ServiceGate } from '../../../components/status/ServiceGate';
import { useConfig } from '../../../components/ConfigProvider';
import type { ContentfulSettings } from '../../../config';
import { m } from '../../../paraglide/messages.js';
import { PressCardSkeleton, PressEntryCard, ServerPressCard } from '../components/PressCards';
import { usePressEntries, useServerPress } from '../usePress';

const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 first:mt-0">
      <h2 id={id} className="mb-4 text-2xl font-bold text-primary-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A section's placeholders while its list is on its way. */
const loading = (label: string) => ({
  label,
  className: GRID,
  placeholder: <PressCardSkeleton />,
  count: 3,
});

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-slate-700">{children}</p>;
}

/** The rest of the page does not depend on a section that failed. */
const failedSection = (title: string, failure: string) => ({
  title,
  text: m.press_rest_works({ failure }),
});

function FeaturedPress({ settings }: { settings: ContentfulSettings }) {
  const press = usePressEntries(settings);
  return (
    <AsyncContent
      items={press.entries}
      request={press}
      loading={loading(m.press_featured_loading())}
      failed={failedSection(m.press_featured_failed(), press.failure)}
      empty={<Empty>{m.press_featured_empty()}</Empty>}
    >
      {(entries) => (
        <ul className={GRID}>
          {entries.map((entry) => (
            <li key={entry.id}>
              <PressEntryCard entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </AsyncContent>
  );
}

function InTheNews() {
  const press = useServerPress();
  return (
    <AsyncContent
      items={press.items}
      request={press}
      loading={loading(m.press_list_loading())}
      failed={failedSection(m.press_list_failed(), press.failure)}
      empty={<Empty>{m.press_list_empty()}</Empty>}
    >
      {(items) => (
        <ul className={GRID}>
          {items.map((item, index) => (
            <li key={`${item.id}-${index}`}>
              <ServerPressCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </AsyncContent>
  );
}

export default function PressScreen() {
  const { contentful } = useConfig();
  return (
    <>
      <PageHeading lead={m.press_lead()}>{m.press_name()}</PageHeading>
      <Section id="featured-press" title={m.press_featured()}>
        <ServiceGate what={m.press_featured_service()} service={contentful}>
          {(settings) => <FeaturedPress settings={settings} />}
        </ServiceGate>
      </Section>
      <Section id="in-the-news" title={m.press_in_the_news()}>
        <InTheNews />
      </Section>
    </>
  );
}

/** The page's title and description, in the document's language (the layout sets them). */
export function meta(): RouteMeta {
  return { title: m.route_press_title(), description: m.route_press_description() };
}
