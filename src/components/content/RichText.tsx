import { useMemo, type ReactNode } from 'react';
import { Link } from '../../lib/router';
import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import {
  BLOCKS,
  INLINES,
  type Block,
  type Document,
  type Inline,
} from '@contentful/rich-text-types';
import type { ImageRef, RichTextNode } from '../../lib/content/assets';
import { outlineOf, jumpToHeading, type Outline } from '../../lib/content/outline';
import { langAttr } from '../../lib/i18n/content';
import { localizedPath } from '../../lib/i18n/locales';
import { getLocale } from '../../lib/i18n/runtime';
import { isRecord } from '../../lib/records';
import { safeLink } from '../../lib/urls';
import { ResponsiveImage } from './ResponsiveImage';
import { m } from '../../paraglide/messages.js';

/**
 * Renders a rich text document (parsed by lib/content/richText.ts) through React, so every text is
 * escaped; no HTML string is ever injected. Loaded lazily (see RichTextContent).
 */

function isImage(value: unknown): value is ImageRef {
  return isRecord(value) && typeof value.url === 'string' && typeof value.alt === 'string';
}

const nothing = () => null;
const childrenOnly = (_node: Block | Inline, children: ReactNode) => <>{children}</>;

/**
 * A section heading with its id and, beside it (outside it, so the heading's name stays its
 * text), a link to it that can be copied.
 */
function AnchoredHeading({
  id,
  level,
  text,
  children,
}: {
  id: string;
  level: 2 | 3;
  text: string;
  children: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="flex items-baseline gap-2">
      <Heading id={id} tabIndex={-1} className="scroll-mt-4 focus:outline-none">
        {children}
      </Heading>
      <a
        href={`#${id}`}
        aria-label={m.ui_section_link({ text })}
        className="shrink-0 px-1 text-base"
        onClick={(event) => {
          if (jumpToHeading(id)) event.preventDefault();
        }}
      >
        #
      </a>
    </div>
  );
}

function headingRenderer(outline: Outline | null, fallback: 'h2' | 'h3') {
  return (node: Block | Inline, children: ReactNode) => {
    const heading = outline?.byNode.get(node);
    if (!heading) {
      const Heading = fallback;
      return <Heading>{children}</Heading>;
    }
    return (
      <AnchoredHeading id={heading.id} level={heading.level} text={heading.text}>
        {children}
      </AnchoredHeading>
    );
  };
}

const BASE_OPTIONS: Options = {
  renderNode: {
    // One h1 per page: the entry's title. A heading 1 in the body becomes a section heading.
    [BLOCKS.HEADING_1]: (_node, children) => <h2>{children}</h2>,
    [INLINES.HYPERLINK]: (node, children) => {
      const link = safeLink(node.data.uri);
      if (!link) return <>{children}</>;
      // A link to a page of the site stays in the page's language (`/negril` is `/es/negril`
      // here); a file of the site (`/guide.pdf`: a dot in its last part) is in none.
      if (link.kind === 'internal') {
        const file = /\.[^/]*$/.test(link.href.split(/[?#]/)[0] ?? '');
        return (
          <Link to={file ? link.href : localizedPath(link.href, getLocale())}>{children}</Link>
        );
      }
      return (
        <a href={link.href} rel="noopener noreferrer">
          {children}
        </a>
      );
    },
    [BLOCKS.EMBEDDED_ASSET]: (node) => {
      const image: unknown = node.data.image;
      if (!isImage(image)) return null;
      return (
        // An alt text without a translation is English, and said so.
        <figure {...langAttr(image.lang)}>
          <ResponsiveImage image={image} sizes="(min-width: 768px) 720px, 100vw" />
        </figure>
      );
    },
    // References to other entries and resources: their text if they have any, never an id.
    [INLINES.ENTRY_HYPERLINK]: childrenOnly,
    [INLINES.ASSET_HYPERLINK]: childrenOnly,
    [INLINES.RESOURCE_HYPERLINK]: childrenOnly,
    [INLINES.EMBEDDED_ENTRY]: nothing,
    [INLINES.EMBEDDED_RESOURCE]: nothing,
    [BLOCKS.EMBEDDED_ENTRY]: nothing,
    [BLOCKS.EMBEDDED_RESOURCE]: nothing,
  },
};

const PROSE =
  'space-y-4 leading-relaxed text-slate-800 [&_a]:font-semibold [&_a]:text-primary-800 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-secondary-500 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-base [&_figure]:my-6 [&_figure_img]:rounded-lg [&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-primary-900 [&_h3]:pt-2 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-primary-900 [&_hr]:my-8 [&_hr]:border-slate-300 [&_li]:my-1 [&_li_p]:m-0 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6';

export type RichTextSize = 'base' | 'lg';

/** The renderer's options; with an outline, its section headings get their ids and anchors. */
function optionsFor(outline: Outline | null): Options {
  if (!outline) return BASE_OPTIONS;
  return {
    renderNode: {
      ...BASE_OPTIONS.renderNode,
      [BLOCKS.HEADING_1]: headingRenderer(outline, 'h2'),
      [BLOCKS.HEADING_2]: headingRenderer(outline, 'h2'),
      [BLOCKS.HEADING_3]: headingRenderer(outline, 'h3'),
    },
  };
}

export default function RichText({
  document,
  size = 'lg',
  anchors = false,
}: {
  document: RichTextNode;
  /** Body text of an article (lg), or of a card (base). */
  size?: RichTextSize;
  /** Section headings get ids (lib/content/outline.ts) and a link to themselves: an entry's outline. */
  anchors?: boolean;
}) {
  const options = useMemo(
    () => optionsFor(anchors ? outlineOf(document) : null),
    [anchors, document],
  );
  // lib/content/richText.ts has already checked the tree; the renderer's own types are stricter enums.
  const tree = document as unknown as Document;
  return (
    <div className={`${PROSE} ${size === 'lg' ? 'text-lg' : 'text-base'}`} data-rich-text="">
      {documentToReactComponents(tree, options)}
    </div>
  );
}
