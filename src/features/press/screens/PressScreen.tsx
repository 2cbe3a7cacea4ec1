import type { ReactNode } from 'react';
import { AsyncContent } from '../../../components/AsyncContent';
import { PageHeading } from '../../../components/PageHeading';
import { ServiceGate } from '../../../components/ServiceGate';
import { useConfig } from '../../../components/ConfigProvider';
import type { ContentfulSettings } from '../../../config';
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
  text: `${failure} The rest of the page still works.`,
});

function FeaturedPress({ settings }: { settings: ContentfulSettings }) {
  const press = usePressEntries(settings);
  return (
    <AsyncContent
      items={press.entries}
      request={press}
      loading={loading('Loading the featured press')}
      failed={failedSection('The featured press could not be loaded.', press.failure)}
      empty={<Empty>No featured press yet.</Empty>}
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
      loading={loading('Loading the press list')}
      failed={failedSection('The press list could not be loaded.', press.failure)}
      empty={<Empty>No articles in the press list yet.</Empty>}
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
      <PageHeading lead="What the press has written about us and about Negril.">Press</PageHeading>
      <Section id="featured-press" title="Featured">
        <ServiceGate what="The featured press" service={contentful}>
          {(settings) => <FeaturedPress settings={settings} />}
        </ServiceGate>
      </Section>
      <Section id="in-the-news" title="In the news">
        <InTheNews />
      </Section>
    </>
  );
}
