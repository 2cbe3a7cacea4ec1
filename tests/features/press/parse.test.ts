import { describe, expect, it } from 'vitest';
import { parsePressEntry, parseServerPress } from '../../../src/features/press/parse';
import { MalformedResponseError } from '../../../src/lib/http/errors';

describe('reading the server’s press list', () => {
  it('reads a list or a page of one, and refuses anything else', () => {
    const row = { id: 3, title: 'In the news', url: 'https://news.example/a' };
    expect(parseServerPress([row])).toHaveLength(1);
    expect(parseServerPress({ count: 1, results: [row] })).toHaveLength(1);
    expect(() => parseServerPress({ results: 'none' })).toThrow(MalformedResponseError);
    expect(() => parseServerPress({ count: 0 })).toThrow(MalformedResponseError);
    expect(() => parseServerPress('<!doctype html>')).toThrow(MalformedResponseError);
  });

  it('fills in every field, gives a row without an id one from its place, and drops empty rows', () => {
    const items = parseServerPress([
      'not a row',
      { id: '7', title: '  Spaced  ', date: ' 2024-05-06 ', image: 'javascript:alert(1)' },
      { id: 8, url: '//news.example/b', publication: 42 },
      { id: 9, title: '', url: 'mailto:a@b.example' },
      [],
      null,
    ]);
    expect(items).toEqual([
      {
        id: -2,
        title: 'Spaced',
        publication: '',
        url: null,
        date: '2024-05-06',
        image: null,
      },
      {
        id: 8,
        title: '',
        publication: '',
        url: 'https://news.example/b',
        date: null,
        image: null,
      },
    ]);
  });
});

describe('reading a press entry of the content service', () => {
  it('defaults every missing or unreadable field', () => {
    expect(parsePressEntry({ id: 'e1', fields: {} })).toEqual({
      id: 'e1',
      title: '',
      subtitle: '',
      url: null,
      date: null,
      text: null,
      image: null,
    });
    expect(
      parsePressEntry({
        id: 'e2',
        fields: { title: 5, subtitle: ' Sub ', url: 'https://x.example', date: '2024-13-40' },
      }),
    ).toMatchObject({ title: '', subtitle: 'Sub', url: 'https://x.example/', date: null });
  });
});
