import { ComingSoon } from '../../../components/Notice';
import { PageHeading } from '../../../components/PageHeading';
import { ServiceGate } from '../../../components/ServiceGate';
import { useConfig } from '../../../components/ConfigProvider';
import { usePageMeta } from '../../../components/usePageMeta';

export default function BlogListScreen() {
  const { contentful } = useConfig();
  usePageMeta('Blog', 'Stories from Negril: beaches, food, music and the people of the west end.');
  return (
    <>
      <PageHeading lead="Stories from Negril and the rest of the island.">Blog</PageHeading>
      <ServiceGate what="The blog" service={contentful}>
        {() => <ComingSoon>The list of blog entries arrives with the content change.</ComingSoon>}
      </ServiceGate>
    </>
  );
}
