// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { getDb } from '../../src/mocks/db';
import {
  API,
  call,
  detailOf,
  file,
  GUIDE,
  guideForm,
  type GuideBody,
  PNG_BYTES,
  signInAdmin,
  signInReader,
} from './helpers';

describe('press and guides', () => {
  it('lets an admin change a guide with JSON: only the fields sent', async () => {
    const { access } = await signInAdmin();
    const before = getDb().guides.find((guide) => guide.id === 1);
    const changed = await call(detailOf(1), {
      method: 'PATCH',
      json: {
        name: 'Rick’s Café',
        latitude: 18.26,
        longitude: -78.367,
        opening_hours: { fri: [['12:00', '24:00']] },
        price_level: null,
      },
      token: access,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({
      id: 1,
      name: 'Rick’s Café',
      category: before?.category,
      description: before?.description,
      latitude: 18.26,
      longitude: -78.367,
      opening_hours: { fri: [['12:00', '24:00']] },
      price_level: null,
      phone: '+1 876 957 0380',
      image: `${API}/media/negril_guide/ricks-cafe.jpg`,
    });
    const listed = (await call('negril_guide/')).body as GuideBody[];
    expect(listed[0]).toEqual(changed.body);
  });

  it('takes a new picture in a multipart change, and clears fields sent empty', async () => {
    const { access } = await signInAdmin();
    const form = guideForm(
      { latitude: '', longitude: '', opening_hours: '', price_level: '' },
      file(PNG_BYTES, 'new.png', 'image/png'),
    );
    const changed = await call(detailOf(2), { method: 'PATCH', form, token: access });
    expect(changed.status).toBe(200);
    const guide = changed.body as GuideBody & Record<string, unknown>;
    expect(guide).toMatchObject({
      name: 'Seven Mile Beach',
      latitude: null,
      longitude: null,
      opening_hours: null,
      price_level: null,
    });
    expect(guide.image).toMatch(new RegExp(`^${API}/media/negril_guide/2_[\\w-]+\\.png$`));
    const picture = await fetch(guide.image ?? '');
    expect(Array.from(new Uint8Array(await picture.arrayBuffer()))).toEqual(PNG_BYTES);

    // Another picture replaces the stored one.
    const again = await call(detailOf(2), {
      method: 'PATCH',
      form: guideForm({}, file(PNG_BYTES, 'other.png', 'image/png')),
      token: access,
    });
    expect(again.status).toBe(200);
    expect(Object.keys(getDb().media)).toHaveLength(1);
  });

  it('answers field errors for bad coordinates, price level, hours and links', async () => {
    const { access } = await signInAdmin();
    const patch = (json: unknown) => call(detailOf(1), { method: 'PATCH', json, token: access });
    expect(
      (await patch({ latitude: 91, longitude: 'west', price_level: 5, booking_url: 'book now' }))
        .body,
    ).toEqual({
      latitude: ['Ensure this value is less than or equal to 90.'],
      longitude: ['A valid number is required.'],
      price_level: ['Ensure this value is less than or equal to 4.'],
      booking_url: ['Enter a valid URL.'],
    });
    expect((await patch({ longitude: -181, price_level: 0 })).body).toEqual({
      longitude: ['Ensure this value is greater than or equal to -180.'],
      price_level: ['Ensure this value is greater than or equal to 1.'],
    });
    expect((await patch({ latitude: null })).body).toEqual({
      latitude: ['Give both latitude and longitude, or neither.'],
    });
    for (const hours of [
      { monday: [['09:00', '17:00']] },
      { mon: [['9:00', '17:00']] },
      { mon: [['09:00', '24:30']] },
      { mon: [['24:00', '02:00']] },
      { mon: ['09:00-17:00'] },
      [['09:00', '17:00']],
    ]) {
      const refused = await patch({ opening_hours: hours });
      expect(refused.status, JSON.stringify(hours)).toBe(400);
      expect(Object.keys(refused.body as object)).toEqual(['opening_hours']);
    }
    const notJson = await call(detailOf(1), {
      method: 'PATCH',
      form: guideForm({ opening_hours: '{mon' }),
      token: access,
    });
    expect(notJson.body).toEqual({ opening_hours: ['Value must be valid JSON.'] });
    expect((await patch({ name: ' ' })).body).toEqual({ name: ['This field may not be blank.'] });
    // Nothing was changed by the refused requests.
    expect(getDb().guides[0]).toMatchObject({ name: "Rick's Cafe", latitude: 18.2616 });
  });

  it('keeps a place’s hours exceptions by date, sent as JSON or as a form’s JSON text', async () => {
    const { access } = await signInAdmin();
    const seeded = (await call('negril_guide/')).body as Record<string, unknown>[];
    expect(seeded.find((guide) => guide.name === 'Negril Lighthouse')).toMatchObject({
      hours_exceptions: { '2026-12-25': [], '2026-12-31': [['18:00', '02:00']] },
    });
    expect(seeded[0]).toMatchObject({ hours_exceptions: null });
    const json = await call(detailOf(1), {
      method: 'PATCH',
      json: { hours_exceptions: { '2027-01-01': [], '2026-12-31': [['18:00', '02:00']] } },
      token: access,
    });
    expect(json.status).toBe(200);
    const kept = (json.body as { hours_exceptions: Record<string, unknown> }).hours_exceptions;
    expect(Object.keys(kept)).toEqual(['2026-12-31', '2027-01-01']);
    const form = await call(detailOf(1), {
      method: 'PATCH',
      form: guideForm({ hours_exceptions: '{"2026-12-25": []}' }),
      token: access,
    });
    expect(form.body).toMatchObject({ hours_exceptions: { '2026-12-25': [] } });
    const cleared = await call(detailOf(1), {
      method: 'PATCH',
      form: guideForm({ hours_exceptions: 'null' }),
      token: access,
    });
    expect(cleared.body).toMatchObject({ hours_exceptions: null });
  });

  it('refuses hours exceptions with the reference server’s sentences, every problem told', async () => {
    const { access } = await signInAdmin();
    const patch = (json: unknown) => call(detailOf(1), { method: 'PATCH', json, token: access });
    const cases: [unknown, string[]][] = [
      [
        [['2026-12-25', []]],
        ['Hours exceptions must be an object keyed by date, e.g. {"2026-12-25": []}.'],
      ],
      [
        { '2026-02-30': [] },
        ['"2026-02-30" is not a date: write it as YYYY-MM-DD, e.g. 2026-12-25.'],
      ],
      [
        { '25/12/2026': [] },
        ['"25/12/2026" is not a date: write it as YYYY-MM-DD, e.g. 2026-12-25.'],
      ],
      [
        { '2026-12-25': 'closed' },
        ['2026-12-25: give a list of ["HH:MM", "HH:MM"] spans ([] when closed).'],
      ],
      [
        { '2026-12-31': [['18:00']] },
        ['2026-12-31: each span is a pair ["HH:MM", "HH:MM"] (open, close).'],
      ],
      [
        { '2026-12-31': [['18:00', '24:30']], '2027-01-01': [['24:00', '02:00']] },
        [
          '2026-12-31: ["18:00", "24:30"] is not a pair of times from 00:00 to 24:00 written HH:MM.',
          '2027-01-01: a span cannot open at 24:00 (use 00:00).',
        ],
      ],
    ];
    for (const [exceptions, errors] of cases) {
      const refused = await patch({ hours_exceptions: exceptions });
      expect(refused.status, JSON.stringify(exceptions)).toBe(400);
      expect(refused.body).toEqual({ hours_exceptions: errors });
    }
    const notJson = await call(detailOf(1), {
      method: 'PATCH',
      form: guideForm({ hours_exceptions: '{2026' }),
      token: access,
    });
    expect(notJson.body).toEqual({ hours_exceptions: ['Hours exceptions are not valid JSON.'] });
    expect(getDb().guides[0]?.hours_exceptions ?? null).toBeNull();
  });

  it('deletes a guide and its uploaded picture (204)', async () => {
    const { access } = await signInAdmin();
    const created = await call('negril_guide/', {
      form: guideForm(GUIDE, file(PNG_BYTES, 'a.png', 'image/png')),
      token: access,
    });
    const { id } = created.body as GuideBody;
    const deleted = await call(detailOf(id), { method: 'DELETE', token: access });
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    expect(getDb().guides.some((guide) => guide.id === id)).toBe(false);
    expect(getDb().media).toEqual({});
    expect(await call(detailOf(id), { method: 'DELETE', token: access })).toMatchObject({
      status: 404,
      body: { detail: 'No NegrilGuide matches the given query.' },
    });
  });

  it('lets only admins change or delete guides, and answers 404 for an unknown id', async () => {
    const count = getDb().guides.length;
    for (const method of ['PATCH', 'DELETE']) {
      const json = method === 'PATCH' ? { name: 'Mine now' } : undefined;
      expect(await call(detailOf(1), { method, json })).toMatchObject({
        status: 401,
        body: { detail: 'Authentication credentials were not provided.' },
      });
      const reader = await signInReader();
      expect(await call(detailOf(1), { method, json, token: reader.access })).toMatchObject({
        status: 403,
        body: { detail: 'You do not have permission to perform this action.' },
      });
      // The permission comes first, even for an id that does not exist.
      expect((await call(detailOf(999), { method, json, token: reader.access })).status).toBe(403);
      const admin = await signInAdmin();
      expect((await call(detailOf(999), { method, json, token: admin.access })).status).toBe(404);
      expect((await call('negril_guide/abc/', { method, json, token: admin.access })).status).toBe(
        404,
      );
    }
    expect(getDb().guides).toHaveLength(count);
    expect(getDb().guides[0]?.name).toBe("Rick's Cafe");
  });

  it('answers an unknown media file with the HTML 404', async () => {
    const result = await call('media/negril_guide/nothing.png');
    expect(result.status).toBe(404);
    expect(result.headers.get('Content-Type')).toContain('text/html');
  });
});
