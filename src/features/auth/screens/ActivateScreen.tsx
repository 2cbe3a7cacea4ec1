import { ComingSoon } from '../../../components/Notice';
import { PageHeading } from '../../../components/PageHeading';
import { usePageMeta } from '../../../components/usePageMeta';

export default function ActivateScreen() {
  usePageMeta('Activate your account');
  return (
    <>
      <PageHeading>Activate your account</PageHeading>
      <ComingSoon>Account activation arrives with the accounts change.</ComingSoon>
    </>
  );
}
