// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/mocks/db';
import { GUIDE_CATEGORIES } from '../../src/features/guide/model/types';
import {
  API,
  call,
  file,
  GUIDE,
  guideForm,
  type GuideBody,
  PNG_BYTES,
  signInAdmin,
  signInReader,
} from './helpers';

describe('press and guides', () => {
  it('lists the server’s press items with absolute image URLs', async () => {
    const result = await call('press/');
    expect(result.status).toBe(200);
    const items = result.body as Record<string, unknown>[];
    expect(items.length).toBeGreaterThanOrEqual(5);
    for (const item of items) {
      expect(Object.keys(item).sort()).toEqual([
        'date',
        'id',
        'image',
        'publication',
        'title',
        'url',
      ]);
      expect(item.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const image = items.find((item) => typeof item.image === 'string')?.image as string;
    expect(image.startsWith(`${API}/media/press/`)).toBe(true);
    const picture = await fetch(image);
    expect(picture.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await picture.text()).toMatch(/^<svg [^>]*width="1200" height="675"/);
  });

  it('lists guides across the guide’s categories', async () => {
    const result = await call('negril_guide/');
    const guides = result.body as GuideBody[];
    expect(guides.length).toBeGreaterThanOrEqual(12);
    expect(guides[0]).toMatchObject({ id: 1, name: "Rick's Cafe", category: 'Bars & Nightlife' });
    const categories = new Set(guides.map((guide) => guide.category));
    expect(categories.size).toBe(GUIDE_CATEGORIES.length);
    for (const category of categories) expect(GUIDE_CATEGORIES).toContain(category);
    expect(guides.some((guide) => guide.image === null)).toBe(true);
  });

  it('gives most places coordinates in Negril, hours, a price level and a phone, in the wire format', async () => {
    const guides = (await call('negril_guide/')).body as Record<string, unknown>[];
    const withCoordinates = guides.filter((guide) => typeof guide.latitude === 'number');
    expect(withCoordinates.length).toBeGreaterThan(guides.length / 2);
    for (const guide of withCoordinates) {
      expect(guide.latitude).toBeGreaterThanOrEqual(18.25);
      expect(guide.latitude).toBeLessThanOrEqual(18.36);
      expect(guide.longitude).toBeGreaterThanOrEqual(-78.37);
      expect(guide.longitude).toBeLessThanOrEqual(-78.33);
    }
    expect(guides[0]).toMatchObject({
      latitude: 18.2616,
      longitude: -78.3676,
      opening_hours: { mon: [['12:00', '21:30']], sun: [['12:00', '21:30']] },
      price_level: 3,
      phone: '+1 876 957 0380',
      booking_url: expect.stringMatching(/^https:\/\//) as unknown,
    });
    const hours = guides.map((guide) => guide.opening_hours);
    expect(hours).toContainEqual(expect.objectContaining({ mon: [['00:00', '24:00']] }));
    expect(hours).toContainEqual(expect.objectContaining({ fri: [['12:00', '02:00']] }));
    // A closed day is a day left out.
    expect(hours.some((week) => week && Object.keys(week).length < 7)).toBe(true);
    expect(new Set(guides.map((guide) => guide.price_level))).toEqual(new Set([null, 1, 2, 3, 4]));
    expect(guides.filter((guide) => guide.booking_url !== '').length).toBeGreaterThanOrEqual(3);
    expect(guides).toContainEqual(
      expect.objectContaining({
        latitude: null,
        longitude: null,
        opening_hours: null,
        price_level: null,
        phone: '',
        booking_url: '',
      }),
    );
  });

  it('lets an admin add a guide with a picture, and serves the picture back', async () => {
    const { access } = await signInAdmin();
    const form = guideForm(GUIDE, file(PNG_BYTES, 'my photo.png', 'image/png'));
    const created = await call('negril_guide/', { form, token: access });
    expect(created.status).toBe(201);
    const guide = created.body as GuideBody;
    expect(guide).toMatchObject({ id: getDb().guides.length, ...GUIDE });
    // Under jsdom the file's name is lost on the way (see src/mocks/node.ts): "blob.png" here,
    // "my_photo.png" in a browser.
    expect(guide.image).toMatch(new RegExp(`^${API}/media/negril_guide/[\\w-]+\\.png$`));

    const picture = await fetch(guide.image ?? '');
    expect(picture.status).toBe(200);
    expect(picture.headers.get('Content-Type')).toBe('image/png');
    expect(Array.from(new Uint8Array(await picture.arrayBuffer()))).toEqual(PNG_BYTES);

    const listed = (await call('negril_guide/')).body as GuideBody[];
    expect(listed[listed.length - 1]).toEqual(guide);

    // A second file of the same name gets a name of its own.
    const second = await call('negril_guide/', {
      form: guideForm(GUIDE, file(PNG_BYTES, 'my photo.png', 'image/png')),
      token: access,
    });
    expect((second.body as GuideBody).image).not.toBe(guide.image);
  });

  it('creates a guide without a picture', async () => {
    const { access } = await signInAdmin();
    const created = await call('negril_guide/', {
      form: guideForm({ name: 'Quiet cove' }),
      token: access,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Quiet cove', category: '', image: null });
  });

  it('refuses guides from anyone but an admin', async () => {
    const form = guideForm(GUIDE);
    expect(await call('negril_guide/', { form })).toMatchObject({
      status: 401,
      body: { detail: 'Authentication credentials were not provided.' },
    });
    const { access } = await signInReader();
    expect(await call('negril_guide/', { form, token: access })).toMatchObject({
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    });
  });

  it('validates the guide form', async () => {
    const { access } = await signInAdmin();
    const withoutName = Object.fromEntries(Object.entries(GUIDE).filter(([key]) => key !== 'name'));
    const missing = await call('negril_guide/', { form: guideForm(withoutName), token: access });
    expect(missing).toMatchObject({ status: 400, body: { name: ['This field is required.'] } });

    const notImage = await call('negril_guide/', {
      form: guideForm(GUIDE, file([0x68, 0x65, 0x6c, 0x6c, 0x6f], 'notes.png', 'image/png')),
      token: access,
    });
    expect(notImage).toMatchObject({
      status: 400,
      body: {
        image: [
          'Upload a valid image. The file you uploaded was either not an image or a corrupted image.',
        ],
      },
    });

    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(PNG_BYTES);
    const tooBig = await call('negril_guide/', {
      form: guideForm(GUIDE, file(big, 'huge.png', 'image/png')),
      token: access,
    });
    expect(tooBig.status).toBe(400);
    expect((tooBig.body as { image: string[] }).image[0]).toContain('2 MB');

    const badWebsite = await call('negril_guide/', {
      form: guideForm({ ...GUIDE, website: 'not a url' }),
      token: access,
    });
    expect(badWebsite.body).toEqual({ website: ['Enter a valid URL.'] });
    expect(Object.keys(getDb().media)).toEqual([]);
  });

  it('recognises JPEG, GIF and WEBP pictures by their first bytes', async () => {
    const { access } = await signInAdmin();
    const samples: [number[], string][] = [
      [[0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'image/jpeg'],
      [[0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0], 'image/gif'],
      [[0x52, 0x49, 0x46, 0x46, 4, 0, 0, 0, 0x57, 0x45, 0x42, 0x50, 0x56, 0x50], 'image/webp'],
    ];
    for (const [bytes, type] of samples) {
      const created = await call('negril_guide/', {
        form: guideForm(GUIDE, file(bytes, 'upload', 'application/octet-stream')),
        token: access,
      });
      expect(created.status, type).toBe(201);
      const picture = await fetch((created.body as GuideBody).image ?? '');
      expect(picture.headers.get('Content-Type')).toBe(type);
    }
  });

  it('takes the place fields in a new guide: numbers and the hours as JSON text in multipart', async () => {
    const { access } = await signInAdmin();
    const created = await call('negril_guide/', {
      form: guideForm({
        ...GUIDE,
        latitude: '18.2701',
        longitude: '-78.3602',
        opening_hours: '{"mon": [["20:00", "02:00"]], "tue": []}',
        price_level: '2',
        phone: '+1 876 555 0100',
        booking_url: 'https://example.com/book',
      }),
      token: access,
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        latitude: 18.2701,
        longitude: -78.3602,
        opening_hours: { mon: [['20:00', '02:00']], tue: [] },
        price_level: 2,
        phone: '+1 876 555 0100',
        booking_url: 'https://example.com/book',
      },
    });
    const empty = await call('negril_guide/', {
      form: guideForm({ name: 'Cove', latitude: '', longitude: '', opening_hours: 'null' }),
      token: access,
    });
    expect(empty.body).toMatchObject({ latitude: null, opening_hours: null, price_level: null });
  });
});
