import { Link } from 'react-router-dom';
import { PageHeading } from '../../components/PageHeading';
import { paths } from '../../lib/routes';

export default function NotFoundScreen() {
  return (
    <>
      <PageHeading lead="The page you asked for is not here. It may have moved, or the link may be mistyped.">
        Page not found
      </PageHeading>
      <Link to={paths.home.getHref()} className="font-semibold text-primary-800 underline">
        Back to the home page
      </Link>
    </>
  );
}
