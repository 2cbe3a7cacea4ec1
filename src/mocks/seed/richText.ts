/**
 * Builders for Contentful rich text documents, so the seed reads like the content it holds.
 * The JSON they make is exactly what the Delivery API returns for a Rich Text field.
 */

export interface RichNode {
  nodeType: string;
  data: Record<string, unknown>;
  content?: RichNode[];
  value?: string;
  marks?: { type: string }[];
}

type Inline = RichNode | string;

function inline(part: Inline): RichNode {
  return typeof part === 'string' ? text(part) : part;
}

export function text(value: string, ...marks: ('bold' | 'italic' | 'underline' | 'code')[]) {
  return { nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} };
}

export function link(uri: string, label: string): RichNode {
  return { nodeType: 'hyperlink', data: { uri }, content: [text(label)] };
}

export function p(...parts: Inline[]): RichNode {
  return { nodeType: 'paragraph', data: {}, content: parts.map(inline) };
}

export function h2(title: string): RichNode {
  return { nodeType: 'heading-2', data: {}, content: [text(title)] };
}

export function h3(title: string): RichNode {
  return { nodeType: 'heading-3', data: {}, content: [text(title)] };
}

export function ul(...items: Inline[][]): RichNode {
  return {
    nodeType: 'unordered-list',
    data: {},
    content: items.map((parts) => ({ nodeType: 'list-item', data: {}, content: [p(...parts)] })),
  };
}

export function ol(...items: Inline[][]): RichNode {
  return { ...ul(...items), nodeType: 'ordered-list' };
}

export function quote(...parts: Inline[]): RichNode {
  return { nodeType: 'blockquote', data: {}, content: [p(...parts)] };
}

export function hr(): RichNode {
  return { nodeType: 'hr', data: {}, content: [] };
}

export function embeddedAsset(assetId: string): RichNode {
  return {
    nodeType: 'embedded-asset-block',
    data: { target: { sys: { id: assetId, type: 'Link', linkType: 'Asset' } } },
    content: [],
  };
}

export function doc(...content: RichNode[]): RichNode {
  return { nodeType: 'document', data: {}, content };
}

/** The asset ids a document embeds, for the response's `includes`. */
export function embeddedAssetIds(node: RichNode): string[] {
  const own: string[] = [];
  if (node.nodeType === 'embedded-asset-block') {
    const target = node.data.target as { sys?: { id?: unknown } } | undefined;
    if (typeof target?.sys?.id === 'string') own.push(target.sys.id);
  }
  return [...own, ...(node.content ?? []).flatMap(embeddedAssetIds)];
}
