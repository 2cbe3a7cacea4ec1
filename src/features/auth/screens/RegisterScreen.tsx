import { ComingSoon } from '../../../components/Notice';
import { PageHeading } from '../../../components/PageHeading';
import { usePageMeta } from '../../../components/usePageMeta';

export default function RegisterScreen() {
  usePageMeta('Create an account');
  return (
    <>
      <PageHeading>Create an account</PageHeading>
      <ComingSoon>Registration arrives with the accounts change.</ComingSoon>
    </>
  );
}
