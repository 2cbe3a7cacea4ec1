import { Suspense, use } from 'react';
import type { RichTextNode } from '../../lib/content/assets';
import { loadRichText } from './loadRichText';
import type { RichTextSize } from './RichText';
import { SkeletonBlock } from '../status/Skeleton';

/** The renderer and its node types, fetched with the first rich text a visitor sees. */
function RichText(props: { document: RichTextNode; size?: RichTextSize; anchors?: boolean }) {
  const { default: Renderer } = use(loadRichText());
  return <Renderer {...props} />;
}

export function RichTextContent({
  document,
  size,
  anchors,
}: {
  document: RichTextNode;
  size?: RichTextSize;
  /** Section headings with ids and links to themselves (see lib/content/outline.ts). */
  anchors?: boolean;
}) {
  return (
    <Suspense
      fallback={
        <div className="space-y-3">
          <SkeletonBlock className="h-5 w-full" />
          <SkeletonBlock className="h-5 w-11/12" />
          <SkeletonBlock className="h-5 w-4/5" />
        </div>
      }
    >
      <RichText document={document} size={size} anchors={anchors} />
    </Suspense>
  );
}
