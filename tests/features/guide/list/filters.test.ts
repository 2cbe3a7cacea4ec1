import { describe, expect, it } from 'vitest';
import {
  categorySlug,
  filterGuides,
  hasFilters,
  readFilters,
  writeFilters,
  type GuideFilters,
} from '../../../../src/features/guide/list/filters';
import { parseOpeningHours } from '../../../../src/features/guide/hours/hours';
import { guideWith } from '../helpers';

const evenings = parseOpeningHours(
  Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [['17:00', '23:00']]]),
  ),
);

const guides = [
  guideWith(1, {
    name: 'Café del Mar',
    category: 'Food & Drink',
    sub_category: 'Beach café',
    description: 'Jerk chicken and ackee on the sand.',
    price_level: 2,
    opening_hours: evenings,
  }),
  guideWith(2, {
    name: "Rick's Cafe",
    category: 'Bars & Nightlife',
    sub_category: 'Cliff bar',
    description: 'Cliff divers at sunset.',
    location: 'West End Road, Negril',
    price_level: 3,
  }),
  guideWith(3, {
    name: 'Jerk Centre',
    category: 'food & drink ',
    location: 'Sheffield Road',
    price_level: 1,
    opening_hours: parseOpeningHours({ mon: [['09:00', '17:00']] }),
  }),
  guideWith(4, { name: 'Seven Mile Beach', category: 'Beach Destinations' }),
];

const none: GuideFilters = { q: '', category: '', open: false, price: null };
/** Monday 6 January 2025, 18:00 in Negril (UTC−5). */
const mondayEvening = new Date('2025-01-06T23:00:00Z');

const ids = (filters: Partial<GuideFilters>) =>
  filterGuides(guides, { ...none, ...filters }, mondayEvening).map((guide) => guide.id);

describe('searching the guide', () => {
  it('shows every place without a search or filter', () => {
    expect(ids({})).toEqual([1, 2, 3, 4]);
    expect(ids({ q: '   ' })).toEqual([1, 2, 3, 4]);
  });

  it('matches with or without accents and in any case', () => {
    expect(ids({ q: 'cafe' })).toEqual([1, 2]);
    expect(ids({ q: 'CAFÉ' })).toEqual([1, 2]);
    expect(ids({ q: 'café' })).toEqual([1, 2]);
  });

  it('matches the start of words, and needs every word', () => {
    expect(ids({ q: 'jer' })).toEqual([1, 3]);
    expect(ids({ q: 'erk' })).toEqual([]);
    expect(ids({ q: 'jerk sand' })).toEqual([1]);
    expect(ids({ q: 'jerk cliff' })).toEqual([]);
    expect(ids({ q: "rick's" })).toEqual([2]);
    expect(ids({ q: 'ricks' })).toEqual([2]);
  });

  it('searches the description, sub-category and location, not the category', () => {
    expect(ids({ q: 'divers' })).toEqual([2]);
    expect(ids({ q: 'cliff bar' })).toEqual([2]);
    expect(ids({ q: 'sheffield' })).toEqual([3]);
    expect(ids({ q: 'nightlife' })).toEqual([]);
  });

  it('filters by category slug, price at most, and open now', () => {
    expect(ids({ category: 'food-drink' })).toEqual([1, 3]);
    expect(ids({ category: 'sports' })).toEqual([]);
    expect(ids({ price: 2 })).toEqual([1, 3]);
    expect(ids({ price: 1 })).toEqual([3]);
    expect(ids({ open: true })).toEqual([1]);
    expect(ids({ q: 'jerk', open: true, category: 'food-drink', price: 2 })).toEqual([1]);
    expect(
      filterGuides(guides, { ...none, open: true }, new Date('2025-01-06T15:00:00Z')).map(
        (guide) => guide.id,
      ),
    ).toEqual([3]);
  });
});

describe('the filters in the address', () => {
  it('writes the slug of a category', () => {
    expect(categorySlug('Food & Drink')).toBe('food-drink');
    expect(categorySlug('Cafés & Crêpes')).toBe('cafes-crepes');
  });

  it('reads what the address says, and ignores what it cannot read', () => {
    expect(readFilters(new URLSearchParams('q=jerk&open=1&category=food-drink&price=2'))).toEqual({
      q: 'jerk',
      category: 'food-drink',
      open: true,
      price: 2,
    });
    expect(readFilters(new URLSearchParams(''))).toEqual(none);
    expect(readFilters(new URLSearchParams('open=0&price=5&category=Food%20%26%20Drink'))).toEqual({
      ...none,
      category: 'food-drink',
    });
    expect(readFilters(new URLSearchParams('price=0')).price).toBeNull();
    expect(readFilters(new URLSearchParams('price=2.5')).price).toBeNull();
    expect(readFilters(new URLSearchParams(`q=${'a'.repeat(500)}`)).q).toHaveLength(200);
  });

  it('survives a round trip and keeps the other parameters', () => {
    const filters: GuideFilters = {
      q: 'jerk chicken',
      category: 'food-drink',
      open: true,
      price: 3,
    };
    const params = writeFilters(filters, new URLSearchParams('trip=12.7&q=old'));
    expect(params.toString()).toBe('trip=12.7&q=jerk+chicken&category=food-drink&open=1&price=3');
    expect(readFilters(params)).toEqual(filters);
  });

  it('drops the filters that are empty', () => {
    const params = writeFilters(
      none,
      new URLSearchParams('q=jerk&open=1&category=x&price=2&trip=4'),
    );
    expect(params.toString()).toBe('trip=4');
    expect(writeFilters({ ...none, q: '  ' }, new URLSearchParams()).toString()).toBe('');
  });

  it('knows when any filter is on', () => {
    expect(hasFilters(none)).toBe(false);
    expect(hasFilters({ ...none, q: ' ' })).toBe(false);
    expect(hasFilters({ ...none, q: 'a' })).toBe(true);
    expect(hasFilters({ ...none, category: 'sports' })).toBe(true);
    expect(hasFilters({ ...none, open: true })).toBe(true);
    expect(hasFilters({ ...none, price: 1 })).toBe(true);
  });
});
