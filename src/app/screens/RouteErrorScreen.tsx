import { PageHeading } from '../../components/PageHeading';

/**
 * Shown when a screen cannot be loaded or throws: most often a new version of the site was
 * deployed and this tab still asks for the old chunks, which a reload fixes.
 */
export function RouteErrorScreen() {
  return (
    <main className="mx-auto max-w-2xl px-4 py-16">
      <PageHeading lead="This page could not be shown. Reloading usually fixes it.">
        Something went wrong
      </PageHeading>
      <div className="flex gap-3">
        <button
          type="button"
          className="min-h-11 rounded-md bg-primary-700 px-4 font-semibold text-white"
          onClick={() => window.location.reload()}
        >
          Reload the page
        </button>
        <a
          href="/"
          className="inline-flex min-h-11 items-center font-semibold text-primary-800 underline"
        >
          Go to the home page
        </a>
      </div>
    </main>
  );
}
