import { ComingSoon } from '../../../components/Notice';
import { PageHeading } from '../../../components/PageHeading';
import { usePageMeta } from '../../../components/usePageMeta';

export default function PasswordResetConfirmScreen() {
  usePageMeta('Choose a new password');
  return (
    <>
      <PageHeading>Choose a new password</PageHeading>
      <ComingSoon>Setting a new password arrives with the accounts change.</ComingSoon>
    </>
  );
}
