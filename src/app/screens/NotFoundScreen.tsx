import type { RouteMeta } from '../../lib/routeMeta';
import { Link } from '../../lib/router';
import { PageHeading } from '../../components/PageHeading';
import { paths } from '../../lib/routes';
import { m } from '../../paraglide/messages.js';

export default function NotFoundScreen() {
  return (
    <>
      <PageHeading lead={m.app_not_found_lead()}>{m.route_not_found_title()}</PageHeading>
      <Link to={paths.home.getHref()} className="font-semibold text-primary-800 underline">
        {m.app_not_found_home()}
      </Link>
    </>
  );
}

/** The page's title and description, in the document's language (the layout sets them). */
export function meta(): RouteMeta {
  return { title: m.route_not_found_title() };
}
