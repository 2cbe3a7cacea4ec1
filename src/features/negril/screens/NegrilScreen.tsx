import { ComingSoon } from '../../../components/Notice';
import { PageHeading } from '../../../components/PageHeading';
import { ServiceGate } from '../../../components/ServiceGate';
import { useConfig } from '../../../components/ConfigProvider';
import { usePageMeta } from '../../../components/usePageMeta';

export default function NegrilScreen() {
  const { negrilGuide } = useConfig();
  usePageMeta(
    'Negril Guide',
    'Our members’ guide to Negril: where to eat, swim, dance and unwind.',
  );
  return (
    <>
      <PageHeading lead="Where to eat, swim, dance and unwind, chosen by people who live here.">
        Negril Guide
      </PageHeading>
      <ServiceGate what="The Negril guide" service={negrilGuide}>
        {() => (
          <ComingSoon>The guide and its password gate arrive with the guide change.</ComingSoon>
        )}
      </ServiceGate>
    </>
  );
}
