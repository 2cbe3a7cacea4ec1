import { describe, expect, it } from 'vitest';
import {
  categoryColour,
  OTHER_CATEGORY_COLOUR,
} from '../../../../src/features/guide/model/categoryStyle';
import {
  bookingHref,
  directionsHref,
  phoneHref,
  priceLabel,
  priceText,
} from '../../../../src/features/guide/card/links';
import { GUIDE_CATEGORIES } from '../../../../src/features/guide/model/types';

const place = { name: "Rick's Cafe", location: 'West End Road, Negril' };

describe('a place’s links', () => {
  it('gives directions to the coordinates, or else to the name and location', () => {
    expect(directionsHref({ ...place, latitude: 18.2616, longitude: -78.3676 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=18.2616,-78.3676',
    );
    const byName = directionsHref({ ...place, latitude: null, longitude: null });
    expect(byName).toBe(
      "https://www.google.com/maps/dir/?api=1&destination=Rick's%20Cafe%2C%20West%20End%20Road%2C%20Negril",
    );
    expect(new URL(byName).searchParams.get('destination')).toBe(
      "Rick's Cafe, West End Road, Negril",
    );
    const tricky = directionsHref({
      name: 'A & B #1',
      location: '',
      latitude: null,
      longitude: null,
    });
    expect(new URL(tricky).searchParams.get('destination')).toBe('A & B #1');
    expect(new URL(tricky).searchParams.get('api')).toBe('1');
  });

  it('calls the digits of a phone number, keeping a leading +', () => {
    expect(phoneHref('+1 (876) 957-0380')).toBe('tel:+18769570380');
    expect(phoneHref(' 876.957.0380 ')).toBe('tel:8769570380');
    expect(phoneHref('957 0380')).toBe('tel:9570380');
    expect(phoneHref('')).toBeNull();
    expect(phoneHref('Ask at the bar')).toBeNull();
    expect(phoneHref('ext. 12')).toBeNull();
    expect(phoneHref('1-800-FLOWERS')).toBeNull();
    expect(phoneHref('1234 5678 9012 3456')).toBeNull();
    expect(phoneHref('javascript:alert(18769570380)')).toBe('tel:18769570380');
  });

  it('links a booking page only when it is a web address', () => {
    expect(bookingHref('https://book.example/ricks?night=1')).toBe(
      'https://book.example/ricks?night=1',
    );
    expect(bookingHref('book.example/ricks')).toBe('https://book.example/ricks');
    expect(bookingHref('javascript:alert(1)')).toBeNull();
    expect(bookingHref('JavaScript:alert(1)')).toBeNull();
    expect(bookingHref('data:text/html,<script>alert(1)</script>')).toBeNull();
    expect(bookingHref('Call ahead')).toBeNull();
    expect(bookingHref('')).toBeNull();
  });

  it('writes the price as signs and as words', () => {
    expect([1, 2, 3, 4].map((level) => priceText(level as 1 | 2 | 3 | 4))).toEqual([
      '$',
      '$$',
      '$$$',
      '$$$$',
    ]);
    expect(priceText(null)).toBe('');
    expect(priceLabel(1)).toBe('Price: inexpensive');
    expect(priceLabel(2)).toBe('Price: moderate');
    expect(priceLabel(4)).toBe('Price: very expensive');
    expect(priceLabel(null)).toBe('');
  });
});

/** WCAG's contrast ratio of a #rrggbb colour against white. */
function contrastWithWhite(hex: string): number {
  const channel = (start: number) => {
    const value = parseInt(hex.slice(start, start + 2), 16) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return 1.05 / (luminance + 0.05);
}

describe('category colours', () => {
  it('gives every category its own colour that stands out against white', () => {
    const colours = GUIDE_CATEGORIES.map(categoryColour);
    expect(new Set([...colours, OTHER_CATEGORY_COLOUR]).size).toBe(GUIDE_CATEGORIES.length + 1);
    for (const colour of [...colours, OTHER_CATEGORY_COLOUR]) {
      expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastWithWhite(colour)).toBeGreaterThanOrEqual(3);
    }
  });

  it('knows a category however it is written, and greys the others', () => {
    expect(categoryColour(' food &  drink ')).toBe(categoryColour('Food & Drink'));
    expect(categoryColour('Secret Spots')).toBe(OTHER_CATEGORY_COLOUR);
    expect(categoryColour('')).toBe(OTHER_CATEGORY_COLOUR);
  });
});
