import { PageHeading } from '../../components/PageHeading';
import { paths } from '../../lib/routes';
import { m } from '../../paraglide/messages.js';

/**
 * Shown when a screen cannot be loaded or throws: most often a new version of the site was
 * deployed and this tab still asks for the old chunks, which a reload fixes.
 */
export function RouteErrorScreen() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-16">
      <PageHeading lead={m.app_error_lead()}>{m.app_error_title()}</PageHeading>
      <div className="flex gap-3">
        <button
          type="button"
          className="min-h-11 rounded-md bg-primary-700 px-4 font-semibold text-white"
          onClick={() => window.location.reload()}
        >
          {m.app_error_reload()}
        </button>
        <a
          href={paths.home.getHref()}
          className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline"
        >
          {m.app_error_home()}
        </a>
      </div>
    </main>
  );
}
