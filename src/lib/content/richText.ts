import { parseAsset, type RichTextNode } from './assets';
import { getLocale } from '../i18n/runtime';
import type { Locale } from '../i18n/locales';
import { isRecord } from '../records';

/**
 * Contentful rich text, checked at the boundary: every node has a type, every text a string value
 * and a list of marks, every other node a list of children. Hyperlinks keep their `uri` (checked
 * again when rendered); an embedded asset becomes `data.image` (an ImageRef, or null when the
 * link could not be resolved); other references (entries, resources) keep no data, so the
 * renderer shows their text or nothing.
 */

const MAX_DEPTH = 32;

function parseNode(value: unknown, depth: number, locale: Locale): RichTextNode | null {
  if (!isRecord(value) || typeof value.nodeType !== 'string' || depth > MAX_DEPTH) return null;
  const { nodeType } = value;
  if (nodeType === 'text') {
    const marks = Array.isArray(value.marks)
      ? value.marks.flatMap((mark: unknown) =>
          isRecord(mark) && typeof mark.type === 'string' ? [{ type: mark.type }] : [],
        )
      : [];
    return {
      nodeType,
      value: typeof value.value === 'string' ? value.value : '',
      marks,
      data: {},
    };
  }
  const children = Array.isArray(value.content) ? (value.content as unknown[]) : [];
  const content = children.flatMap((child) => {
    const node = parseNode(child, depth + 1, locale);
    return node ? [node] : [];
  });
  const data = isRecord(value.data) ? value.data : {};
  if (nodeType === 'hyperlink') {
    return { nodeType, content, data: { uri: typeof data.uri === 'string' ? data.uri : '' } };
  }
  if (nodeType === 'embedded-asset-block') {
    return { nodeType, content: [], data: { image: parseAsset(data.target, locale) } };
  }
  return { nodeType, content, data: {} };
}

/** A rich text document, or null when the value is not one (its images' texts in `locale`, or English). */
export function parseRichText(value: unknown, locale: Locale = getLocale()): RichTextNode | null {
  if (!isRecord(value) || value.nodeType !== 'document') return null;
  return parseNode(value, 0, locale);
}

/** The text of a rich text tree, its blocks separated by spaces. */
export function richTextToPlainText(node: RichTextNode | null): string {
  if (!node) return '';
  if (node.nodeType === 'text') return node.value ?? '';
  return (node.content ?? []).map(richTextToPlainText).join(' ').replace(/\s+/g, ' ').trim();
}

export function wordCount(text: string): number {
  const words = text.trim().split(/\s+/);
  return words[0] === '' ? 0 : words.length;
}
