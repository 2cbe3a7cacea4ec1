import type { ReactNode } from 'react';
import { ErrorNotice } from '../../../components/Notice';
import { PageHeading } from '../../../components/PageHeading';
import { ServiceGate } from '../../../components/ServiceGate';
import { LoadingStatus } from '../../../components/Skeleton';
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

function Loading({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <LoadingStatus label={label} />
      <div className={GRID}>
        <PressCardSkeleton />
        <PressCardSkeleton />
        <PressCardSkeleton />
      </div>
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-slate-700">{children}</p>;
}

function FeaturedPress({ settings }: { settings: ContentfulSettings }) {
  const { entries, loading, isError, retry } = usePressEntries(settings);
  if (loading && entries.length === 0) return <Loading label="Loading the featured press" />;
  if (isError) {
    return (
      <ErrorNotice title="The featured press could not be loaded." onRetry={retry}>
        Our content service did not answer as expected. The rest of the page still works.
      </ErrorNotice>
    );
  }
  if (entries.length === 0) return <Empty>No featured press yet.</Empty>;
  return (
    <ul className={GRID}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <PressEntryCard entry={entry} />
        </li>
      ))}
    </ul>
  );
}

function InTheNews() {
  const { items, loading, isError, retry } = useServerPress();
  if (loading && items.length === 0) return <Loading label="Loading the press list" />;
  if (isError) {
    return (
      <ErrorNotice title="The press list could not be loaded." onRetry={retry}>
        Our server did not answer as expected. The rest of the page still works.
      </ErrorNotice>
    );
  }
  if (items.length === 0) return <Empty>No articles in the press list yet.</Empty>;
  return (
    <ul className={GRID}>
      {items.map((item, index) => (
        <li key={`${item.id}-${index}`}>
          <ServerPressCard item={item} />
        </li>
      ))}
    </ul>
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
