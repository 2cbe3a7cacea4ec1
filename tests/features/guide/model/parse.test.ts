import { describe, expect, it } from 'vitest';
import { groupPlaces, OTHER_CATEGORY } from '../../../../src/features/guide/model/grouping';
import {
  imageUrl,
  parseGuide,
  parseGuideList,
  websiteHref,
} from '../../../../src/features/guide/api/parse';
import type { Place } from '../../../../src/features/guide';
import { MalformedResponseError } from '../../../../src/lib/http/errors';
import { guideWith } from '../helpers';

const guide = (id: number, category: string): Place => guideWith(id, { category });

describe('reading guides from the server', () => {
  it('requires an id and defaults every other field', () => {
    expect(parseGuide({ id: 9 })).toEqual({
      id: 9,
      name: '',
      category: '',
      sub_category: '',
      description: '',
      image: null,
      website: '',
      location: '',
      latitude: null,
      longitude: null,
      opening_hours: null,
      hours_exceptions: null,
      price_level: null,
      phone: '',
      booking_url: '',
    });
    expect(
      parseGuide({ id: '12', name: '  Spaced  ', image: 'http://x.example/a.png' }),
    ).toMatchObject({
      id: 12,
      name: 'Spaced',
      image: 'http://x.example/a.png',
    });
    expect(
      parseGuide({ id: ' 7 ', name: 42, description: 42, location: ['x'], image: '/a.png' }),
    ).toMatchObject({ id: 7, name: '42', description: '', location: '', image: '/a.png' });
    expect(parseGuide({ id: '1234567890123456' })).toBeNull();
    expect(parseGuide({ id: '-3' })).toBeNull();
    expect(parseGuide({ name: 'No id' })).toBeNull();
    expect(parseGuide({ id: 1.5 })).toBeNull();
    expect(parseGuide({ id: null })).toBeNull();
    expect(parseGuide([1])).toBeNull();
  });

  it('reads the place fields the server sends', () => {
    expect(
      parseGuide({
        id: 3,
        latitude: 18.2616,
        longitude: -78.3676,
        opening_hours: { mon: [['09:00', '17:00']], tue: [['20:00', '02:00']], sun: [] },
        price_level: 2,
        phone: ' +1 876 957 0380 ',
        booking_url: 'https://book.example/ricks',
      }),
    ).toMatchObject({
      latitude: 18.2616,
      longitude: -78.3676,
      opening_hours: {
        mon: [{ open: 540, close: 1020 }],
        tue: [{ open: 1200, close: 120 }],
        wed: [],
        sun: [],
      },
      price_level: 2,
      phone: '+1 876 957 0380',
      booking_url: 'https://book.example/ricks',
    });
  });

  it('drops a malformed field, never the guide', () => {
    const fields = (extra: Record<string, unknown>) =>
      parseGuide({ id: 4, name: 'Kept', ...extra });

    // Coordinates: numbers or numeric texts, in range, and both or neither.
    expect(fields({ latitude: '18.2616', longitude: ' -78.3676 ' })).toMatchObject({
      latitude: 18.2616,
      longitude: -78.3676,
    });
    for (const [latitude, longitude] of [
      [91, 10],
      [-90.5, 10],
      [18, 180.01],
      [18, -181],
      ['', ''],
      ['18.2N', '-78.3'],
      ['0x12', '10'],
      [Number.NaN, 10],
      [Number.POSITIVE_INFINITY, 10],
      [true, 10],
      [18.2616, null],
      [null, -78.3676],
      [18.2616, undefined],
    ]) {
      expect(fields({ latitude, longitude })).toMatchObject({
        name: 'Kept',
        latitude: null,
        longitude: null,
      });
    }
    expect(fields({ latitude: -90, longitude: 180 })).toMatchObject({
      latitude: -90,
      longitude: 180,
    });

    // Price: 1 to 4, as a number or its text.
    expect(fields({ price_level: '2' })).toMatchObject({ price_level: 2 });
    for (const price_level of [0, 5, 2.5, '', 'cheap', '$$', -1, null, [2]]) {
      expect(fields({ price_level })).toMatchObject({ name: 'Kept', price_level: null });
    }

    // Hours: anything malformed anywhere is unknown, not a closed day.
    for (const opening_hours of [
      'mon 9-5',
      [['09:00', '17:00']],
      { mon: '09:00-17:00' },
      { mon: [['9am', '5pm']] },
      { mon: [['09:00']] },
      { mon: [['09:00', '17:00', '18:00']] },
      { mon: [['24:00', '02:00']] },
      { mon: [['09:00', '24:30']] },
      { mon: [[900, 1700]] },
      { mon: [['09:00', '17:00']], tue: [['bad', '17:00']] },
    ]) {
      expect(fields({ opening_hours })).toMatchObject({ name: 'Kept', opening_hours: null });
    }

    // Exceptions: an entry that does not read is dropped (its date keeps the week's hours), the
    // others kept; nothing left, or not an object, is none.
    expect(
      fields({
        opening_hours: { mon: [['09:00', '17:00']] },
        hours_exceptions: {
          '2026-12-25': [],
          '2026-12-31': [['18:00', '02:00']],
          '2026-12-32': [],
          '2027-01-01': [['9am', '5pm']],
          '2027-01-02': 'closed',
        },
      }),
    ).toMatchObject({
      opening_hours: { mon: [{ open: 540, close: 1020 }] },
      hours_exceptions: { '2026-12-25': [], '2026-12-31': [{ open: 1080, close: 120 }] },
    });
    for (const hours_exceptions of [
      '{"2026-12-25": []}',
      [['2026-12-25', []]],
      { '2026-12-25': [['24:00', '02:00']] },
      { christmas: [] },
      {},
      7,
    ]) {
      expect(fields({ hours_exceptions })).toMatchObject({ name: 'Kept', hours_exceptions: null });
    }

    // Phone and booking link stay as written text; the links are checked where they are made.
    expect(fields({ phone: 8769570380, booking_url: ['x'] })).toMatchObject({
      phone: '8769570380',
      booking_url: '',
    });
    expect(fields({ phone: { n: 1 }, booking_url: 'javascript:alert(1)' })).toMatchObject({
      phone: '',
      booking_url: 'javascript:alert(1)',
    });
  });

  it('rejects an answer that is not a list', () => {
    expect(() => parseGuideList({ count: 0 })).toThrow(MalformedResponseError);
    expect(() => parseGuideList('<!doctype html>')).toThrow(MalformedResponseError);
    expect(parseGuideList([{ id: 1 }, { id: 1 }, {}])).toHaveLength(1);
    expect(
      parseGuideList([{ id: 2, name: 'First' }, 'x', null, { id: '2', name: 'Again' }, { id: 3 }]),
    ).toMatchObject([{ id: 2, name: 'First' }, { id: 3 }]);
  });

  it('keeps only images and websites that are web addresses', () => {
    expect(imageUrl('/api/media/negril_guide/a.png')).toBe('/api/media/negril_guide/a.png');
    expect(imageUrl('//evil.example/a.png')).toBeNull();
    expect(imageUrl('data:image/svg+xml,<svg/>')).toBeNull();
    expect(imageUrl('javascript:alert(1)')).toBeNull();
    expect(imageUrl(42)).toBeNull();

    expect(websiteHref('https://www.example.com')).toBe('https://www.example.com/');
    expect(websiteHref('example.com/menu')).toBe('https://example.com/menu');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('mailto:hello@example.com')).toBeNull();
    expect(websiteHref('Ask at the bar')).toBeNull();
  });
});

describe('grouping guides by category', () => {
  it('follows the guide’s order, puts unknown categories after, and leaves empty ones out', () => {
    const groups = groupPlaces([
      guide(1, 'Sports'),
      guide(2, 'Secret Spots'),
      guide(3, 'Food & Drink'),
      guide(4, ''),
      guide(5, 'sports '),
      guide(6, 'Art'),
      guide(7, 'Secret Spots'),
    ]);
    expect(groups.map((group) => [group.category, group.places.map((g) => g.id)])).toEqual([
      ['Food & Drink', [3]],
      ['Sports', [1, 5]],
      ['Secret Spots', [2, 7]],
      ['Art', [6]],
      [OTHER_CATEGORY, [4]],
    ]);
    const anchors = groups.map((group) => group.anchor);
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(anchors[0]).toBe('guides-food-drink');
  });

  it('gives distinct anchors to categories that read alike', () => {
    const groups = groupPlaces([guide(1, 'Bars/Clubs'), guide(2, 'Bars Clubs')]);
    expect(groups.map((group) => group.anchor)).toEqual([
      'guides-bars-clubs',
      'guides-bars-clubs-2',
    ]);
  });

  it('gives an accented category the anchor of its letters (as the blog’s slugs)', () => {
    const groups = groupPlaces([guide(1, 'Cafés & Crêpes'), guide(2, '★')]);
    expect(groups.map((group) => group.anchor)).toEqual(['guides-cafes-crepes', 'guides-category']);
  });
});
