import { describe, expect, it } from 'vitest';
import { sizedImageUrl } from '../../../src/lib/content/assets';
import { parseRichText, richTextToPlainText } from '../../../src/lib/content/richText';
import { httpUrl, safeLink } from '../../../src/lib/urls';

describe('links written by editors', () => {
  it.each([
    ['https://example.com/a', { kind: 'external', href: 'https://example.com/a' }],
    ['http://example.com/', { kind: 'external', href: 'http://example.com/' }],
    ['mailto:hello@example.com', { kind: 'mailto', href: 'mailto:hello@example.com' }],
    ['/negril', { kind: 'internal', href: '/negril' }],
  ])('keeps %s', (uri, link) => {
    expect(safeLink(uri)).toEqual(link);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '//evil.example/path',
    '/\\evil.example',
    'not a url',
    '',
  ])('turns %s into plain text', (uri) => {
    expect(safeLink(uri)).toBeNull();
  });

  it('accepts only http(s) media, reading //host as https', () => {
    expect(httpUrl('//images.ctfassets.net/a.jpg')).toBe('https://images.ctfassets.net/a.jpg');
    expect(httpUrl('javascript:alert(1)')).toBeNull();
    expect(httpUrl(42)).toBeNull();
  });
});

describe('images at the size shown', () => {
  it('asks Contentful for WebP at the width (and crop) wanted, and leaves other hosts alone', () => {
    const url = new URL(
      sizedImageUrl('https://images.ctfassets.net/space/a/b/c.jpg', { width: 640, height: 360 }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      w: '640',
      h: '360',
      fit: 'fill',
      fm: 'webp',
      q: '70',
    });
    expect(sizedImageUrl('https://example.com/c.jpg', { width: 640 })).toBe(
      'https://example.com/c.jpg',
    );
  });
});

describe('rich text from the content service', () => {
  it('keeps the tree’s shape, drops what is not a node, and resolves embedded images', () => {
    const document = parseRichText({
      nodeType: 'document',
      data: {},
      content: [
        { nodeType: 'paragraph', content: [{ nodeType: 'text', value: 'Hello', marks: 'bold' }] },
        'garbage',
        { nodeType: 'embedded-asset-block', data: { target: { sys: { type: 'Link' } } } },
        {
          nodeType: 'embedded-asset-block',
          data: {
            target: {
              fields: {
                title: 'Beach',
                file: {
                  url: '//images.ctfassets.net/s/a/h/beach.jpg',
                  contentType: 'image/jpeg',
                  details: { image: { width: 1600, height: 900 } },
                },
              },
            },
          },
        },
      ],
    });
    expect(document).toEqual({
      nodeType: 'document',
      data: {},
      content: [
        {
          nodeType: 'paragraph',
          data: {},
          content: [{ nodeType: 'text', value: 'Hello', marks: [], data: {} }],
        },
        { nodeType: 'embedded-asset-block', content: [], data: { image: null } },
        {
          nodeType: 'embedded-asset-block',
          content: [],
          data: {
            image: {
              url: 'https://images.ctfassets.net/s/a/h/beach.jpg',
              alt: 'Beach',
              width: 1600,
              height: 900,
            },
          },
        },
      ],
    });
    expect(richTextToPlainText(document)).toBe('Hello');
    expect(parseRichText({ nodeType: 'paragraph', content: [] })).toBeNull();
    expect(parseRichText('text')).toBeNull();
  });
});
