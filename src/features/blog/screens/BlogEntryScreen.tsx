import { useParams } from 'react-router-dom';
import { ComingSoon } from '../../../components/Notice';
import { PageHeading } from '../../../components/PageHeading';
import { ServiceGate } from '../../../components/ServiceGate';
import { useConfig } from '../../../components/ConfigProvider';
import { usePageMeta } from '../../../components/usePageMeta';

export default function BlogEntryScreen() {
  const { slug = '' } = useParams();
  const { contentful } = useConfig();
  usePageMeta('Blog entry');
  return (
    <>
      <PageHeading>Blog entry</PageHeading>
      <ServiceGate what="The blog" service={contentful}>
        {() => <ComingSoon>The entry “{slug}” will be shown here.</ComingSoon>}
      </ServiceGate>
    </>
  );
}
