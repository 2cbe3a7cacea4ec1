import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { config, type AppConfig } from '../../../src/config';
import type { Place } from '../../../src/features/guide';
import { derivedDigest } from '../../../src/features/guide/gate/guideWord';
import { server } from '../../../src/mocks/node';
import { renderApp, type RenderAppOptions } from '../../utils';

// A cold start of the guide fetches the lazy screen, axios and the list; on a busy machine that
// takes longer than Testing Library's default second. (Each test file has its own modules.)

/** The guide's word in the demo and the tests (vite.config.ts). */
export const GUIDE_WORD = 'one-love';

/** The site as built with another guide word (its own salt; few iterations, as in every test). */
export async function configWithWord(word: string): Promise<AppConfig> {
  const salt = '0123456789abcdef0123456789abcdef';
  const iterations = 1_000;
  return {
    ...config,
    guide: {
      configured: true,
      settings: { salt, iterations, digest: await derivedDigest(word, salt, iterations) },
    },
  };
}

/**
 * The guide for a visitor who unlocked it before (the word is in storage), at /negril or at
 * another address of the guide (`/negril?q=jerk`).
 */
export function renderOpenGuide(options: RenderAppOptions = {}) {
  localStorage.setItem('negrilPassword', GUIDE_WORD);
  return renderApp({ route: '/negril', ...options });
}

/** A guide named `Place <id>` with every other field empty, but those given. */
export function guideWith(id: number, fields: Partial<Place> = {}): Place {
  return {
    id,
    name: `Place ${id}`,
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
    ...fields,
  };
}

/** The open guide's category links, once its lazy screen and list have arrived (slow when busy). */
export const categoryNav = () =>
  screen.findByRole('navigation', { name: 'Guide categories' }, { timeout: 15_000 });

/**
 * Resolves once the dialog has taken the focus, as it does right after it appears: a field
 * focused before then would lose the focus to it mid-typing.
 */
export async function dialogReady(dialog: HTMLElement): Promise<void> {
  await waitFor(() => {
    expect(dialog).toContainElement(document.activeElement as HTMLElement | null);
  });
}

/**
 * Puts `value` in a text field as a visitor pasting it would (cleared first): one input event,
 * where typing is one per character, which a busy machine makes slower than the test's limit.
 */
export async function enter(user: UserEvent, field: HTMLElement, value: string): Promise<void> {
  await user.clear(field);
  if (value) await user.paste(value);
}

export interface ReceivedGuide {
  path: string;
  authorization: string | null;
  /** The `X-Guide-Word` header. */
  guideWord: string | null;
  contentType: string;
  /** A multipart body's text fields. */
  fields: Record<string, string>;
  image: { type: string; bytes: number[] } | null;
  /** A JSON body. */
  json: unknown;
}

/** Resolves once every received body has been read. */
export type ReceivedGuides = ReceivedGuide[] & { read: () => Promise<void> };

/**
 * What the server receives at `POST /negril_guide/` (or another method to the guides' routes,
 * such as `PATCH /negril_guide/<id>/`), read as the server reads it: a multipart body's FormData,
 * or JSON. The request then goes on to the mock server's own handler.
 */
export function receivedGuides(method = 'POST'): ReceivedGuides {
  const reading: Promise<void>[] = [];
  const received = Object.assign([] as ReceivedGuide[], {
    read: async () => {
      await Promise.all(reading);
    },
  });
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method !== method || !/\/negril_guide\/(\d+\/)?$/.test(path)) return;
    const entry: ReceivedGuide = {
      path,
      authorization: request.headers.get('Authorization'),
      guideWord: request.headers.get('X-Guide-Word'),
      contentType: request.headers.get('Content-Type') ?? '',
      fields: {},
      image: null,
      json: null,
    };
    received.push(entry);
    if (entry.contentType.startsWith('application/json')) {
      reading.push(
        request
          .clone()
          .json()
          .then((body: unknown) => {
            entry.json = body;
          })
          .catch(() => undefined),
      );
      return;
    }
    const read = request
      .clone()
      .formData()
      .then(async (form) => {
        for (const [key, value] of form.entries()) {
          if (typeof value === 'string') entry.fields[key] = value;
          else {
            entry.image = {
              type: value.type,
              bytes: Array.from(new Uint8Array(await value.arrayBuffer())),
            };
          }
        }
      })
      .catch(() => undefined);
    reading.push(read);
  });
  return received;
}

/** jsdom has no object URLs: these stand in for the image preview's, and record their release. */
export function stubObjectUrls() {
  const created: string[] = [];
  const revoked: string[] = [];
  const originals = {
    createObjectURL: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
    revokeObjectURL: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
  };
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    writable: true,
    value: (blob: Blob) => {
      const url = `blob:preview-${created.length + 1}-${blob.size}`;
      created.push(url);
      return url;
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    writable: true,
    value: (url: string) => {
      revoked.push(url);
    },
  });
  const restore = () => {
    for (const [name, descriptor] of Object.entries(originals)) {
      if (descriptor) Object.defineProperty(URL, name, descriptor);
      else Reflect.deleteProperty(URL, name);
    }
  };
  return { created, revoked, restore };
}

/**
 * The button that opens a place's details: its card's name (the map's pin for the same place is
 * a button with the same name).
 */
export function cardButton(name: string) {
  return within(screen.getByRole('heading', { level: 3, name })).getByRole('button', { name });
}

/** The same, once the list has come. */
export async function findCardButton(name: string) {
  await screen.findByRole('heading', { level: 3, name });
  return cardButton(name);
}

/** The card (`<article>`) of a place in the guide's list, found by its heading. */
export function cardOf(name: string): HTMLElement {
  const card = screen.getByRole('heading', { level: 3, name }).closest('article');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}
