import { m } from '../../../paraglide/messages.js';
import { SkeletonBlock } from '../../../components/status/Skeleton';

/** The guide's shape while it loads: category chips, a heading and three cards. */
export function GuideSkeleton() {
  return (
    <>
      <div aria-hidden="true" className="mb-8 flex gap-2 overflow-hidden">
        {[28, 36, 32, 40].map((width) => (
          <SkeletonBlock
            key={width}
            className="h-11 shrink-0"
            rounded="rounded-full"
            style={{ width: `${width * 4}px` }}
          />
        ))}
      </div>
      <SkeletonBlock className="mb-4 h-7 w-48" />
      <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[1, 2, 3].map((key) => (
          <li key={key} className="overflow-hidden rounded-xl border border-slate-200">
            <SkeletonBlock className="aspect-[3/2]" rounded="rounded-none" />
            <div className="space-y-2 p-4">
              <SkeletonBlock className="h-5 w-2/3" />
              <SkeletonBlock className="h-4 w-1/3" />
              <SkeletonBlock className="h-4 w-1/2" />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

/** A guide with no places yet: admins add the first, visitors come back. */
export function GuideEmpty({ isAdmin }: { isAdmin: boolean }) {
  return (
    <div className="rounded-xl border border-dashed border-primary-200 bg-primary-50 p-6 text-primary-900">
      <p className="font-semibold">{m.guide_empty_title()}</p>
      <p className="mt-1 text-sm">
        {isAdmin ? m.guide_empty_admin({ button: m.admin_add_guide() }) : m.guide_empty_visitor()}
      </p>
    </div>
  );
}

/** What the guide holds, in a sentence. */
export function guideSummary(count: number, categories: number): string {
  return m.guide_summary({ count, categories });
}
