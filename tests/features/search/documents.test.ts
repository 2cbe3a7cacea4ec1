import { describe, expect, it } from 'vitest';
import { pressEntryDocument, serverPressDocument } from '../../../src/features/search/documents';
import { createSiteIndex } from '../../../src/features/search/engine';

describe('what search finds', () => {
  it('never links a press article anywhere but http(s); without one, to the press page', () => {
    const hostile = serverPressDocument(
      {
        id: 1,
        title: 'A trap',
        publication: 'Nobody',
        url: 'javascript:alert(1)',
        date: null,
        image: null,
      },
      0,
    );
    expect(hostile.link).toEqual({ kind: 'internal', href: '/press' });
    const entry = pressEntryDocument({
      id: 'p1',
      title: '',
      subtitle: 'The Gleaner',
      url: 'https://jamaica-gleaner.com/',
      date: null,
      image: null,
      text: {
        nodeType: 'document',
        content: [{ nodeType: 'paragraph', content: [{ nodeType: 'text', value: 'Reef news' }] }],
      },
    });
    expect(entry).toMatchObject({
      title: 'Untitled article',
      excerpt: 'Reef news',
      link: { kind: 'external', href: 'https://jamaica-gleaner.com/' },
    });
  });

  it('compares words without case, accents or apostrophes, allows a typo and a prefix', () => {
    const index = createSiteIndex([
      serverPressDocument(
        {
          id: 1,
          title: 'Rick’s Café at dusk',
          publication: '',
          url: null,
          date: null,
          image: null,
        },
        0,
      ),
      serverPressDocument(
        {
          id: 2,
          title: 'Snorkelling the reef',
          publication: '',
          url: null,
          date: null,
          image: null,
        },
        1,
      ),
    ]);
    const titles = (query: string) => index.search(query).map((document) => document.title);
    expect(titles('ricks cafe')).toEqual(['Rick’s Café at dusk']);
    expect(titles("RICK'S CAFÉ")).toEqual(['Rick’s Café at dusk']);
    expect(titles('snorkling')).toEqual(['Snorkelling the reef']);
    expect(titles('snork')).toEqual(['Snorkelling the reef']);
    expect(titles('   ')).toEqual([]);
    expect(titles('xylophone')).toEqual([]);
  });
});
