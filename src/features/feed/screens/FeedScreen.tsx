import { ComingSoon } from '../../../components/Notice';
import { PageHeading } from '../../../components/PageHeading';
import { ServiceGate } from '../../../components/ServiceGate';
import { useConfig } from '../../../components/ConfigProvider';
import { usePageMeta } from '../../../components/usePageMeta';

export default function FeedScreen() {
  const { instagram } = useConfig();
  usePageMeta('Feed', 'Photographs and videos from Negril, straight from our Instagram.');
  return (
    <>
      <PageHeading lead="Sunsets, cliffs and the Caribbean, as we post them.">Feed</PageHeading>
      <ServiceGate what="The feed" service={instagram}>
        {() => (
          <ComingSoon>The image feed and its lightbox arrive with the content change.</ComingSoon>
        )}
      </ServiceGate>
    </>
  );
}
