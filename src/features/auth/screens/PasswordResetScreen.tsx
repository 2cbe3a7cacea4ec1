import { ComingSoon } from '../../../components/Notice';
import { PageHeading } from '../../../components/PageHeading';
import { usePageMeta } from '../../../components/usePageMeta';

export default function PasswordResetScreen() {
  usePageMeta('Reset your password');
  return (
    <>
      <PageHeading>Reset your password</PageHeading>
      <ComingSoon>Password reset arrives with the accounts change.</ComingSoon>
    </>
  );
}
