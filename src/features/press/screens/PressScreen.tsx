import { ComingSoon } from '../../../components/Notice';
import { PageHeading } from '../../../components/PageHeading';
import { ServiceGate } from '../../../components/ServiceGate';
import { useConfig } from '../../../components/ConfigProvider';
import { usePageMeta } from '../../../components/usePageMeta';

export default function PressScreen() {
  const { contentful } = useConfig();
  usePageMeta('Press', 'What travel writers and newspapers have said about Negril.');
  return (
    <>
      <PageHeading lead="What the press has written about us and about Negril.">Press</PageHeading>
      <ServiceGate what="The press page" service={contentful}>
        {() => <ComingSoon>Press coverage arrives with the content change.</ComingSoon>}
      </ServiceGate>
    </>
  );
}
