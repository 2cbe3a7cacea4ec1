/** XML as the sitemap and the feeds are written (./feeds-sitemap.ts). */

/**
 * Text or an attribute value in XML: the five special characters escaped, and the characters
 * XML 1.0 cannot carry at all (most controls, lone surrogates, U+FFFE/U+FFFF) dropped, so no
 * title an editor types can break the document or add an element to it.
 */
export function xmlEscape(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An XML element: its name, attributes, and text or child elements. */
export interface XmlNode {
  name: string;
  attrs?: Record<string, string>;
  children?: (XmlNode | null)[] | string;
}

/** An element and what it holds, every text and attribute escaped; a null child is left out. */
export function xml(node: XmlNode, indent = ''): string {
  const attrs = Object.entries(node.attrs ?? {})
    .map(([name, value]) => ` ${name}="${xmlEscape(value)}"`)
    .join('');
  const { children } = node;
  if (children === undefined || (Array.isArray(children) && children.every((c) => !c))) {
    return `${indent}<${node.name}${attrs}/>`;
  }
  if (typeof children === 'string') {
    return `${indent}<${node.name}${attrs}>${xmlEscape(children)}</${node.name}>`;
  }
  const inner = children
    .filter((child): child is XmlNode => child !== null)
    .map((child) => xml(child, `${indent}  `))
    .join('\n');
  return `${indent}<${node.name}${attrs}>\n${inner}\n${indent}</${node.name}>`;
}

export function xmlDocument(root: XmlNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml(root)}\n`;
}
