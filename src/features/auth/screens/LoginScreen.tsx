import { ComingSoon } from '../../../components/Notice';
import { PageHeading } from '../../../components/PageHeading';
import { usePageMeta } from '../../../components/usePageMeta';

export default function LoginScreen() {
  usePageMeta('Sign in');
  return (
    <>
      <PageHeading>Sign in</PageHeading>
      <ComingSoon>
        Sign in with your email and password, or with Google. arrives with the accounts change.
      </ComingSoon>
    </>
  );
}
