import { describe, expect, it } from 'vitest';
import { parseStoredUser } from '../../src/features/auth/session';
import { parseAccount } from '../../src/lib/identity/account';
import { parseProviderUser } from '../../src/lib/identity/provider';
import { expiresAt } from '../../src/lib/http/jwt';
import { parseAsset } from '../../src/lib/content/assets';

const jwt = (claims: unknown) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

const asset = (file: Record<string, unknown>, fields: Record<string, unknown> = {}) => ({
  sys: { id: 'a1' },
  fields: { title: ' Beach ', file, ...fields },
});

describe('reading an account', () => {
  it('requires an id and an email, and defaults the names (the username to the email)', () => {
    expect(parseAccount({ id: 4, email: 'a@b.example', first_name: 7 })).toEqual({
      id: 4,
      email: 'a@b.example',
      username: 'a@b.example',
      first_name: '',
      last_name: '',
    });
    expect(parseAccount({ id: 4, email: 'a@b.example', username: ' ann ' })?.username).toBe(
      ' ann ',
    );
    expect(parseAccount({ id: '4', email: 'a@b.example' })).toBeUndefined();
    expect(parseAccount({ id: 4 })).toBeUndefined();
    expect(parseAccount([4, 'a@b.example'])).toBeUndefined();
  });
});

describe('reading a provider’s user', () => {
  it('requires a uid and an email, and defaults the rest', () => {
    expect(parseProviderUser({ uid: 'u', email: 'a@b.example', photoURL: 3 })).toEqual({
      uid: 'u',
      email: 'a@b.example',
      displayName: '',
      photoURL: null,
      providerId: 'google.com',
    });
    expect(parseProviderUser({ uid: 'u' })).toBeUndefined();
  });
});

describe('reading the stored user', () => {
  it('is a session, else a provider’s user, else an account, else nothing', () => {
    expect(parseStoredUser({ access: 'a', refresh: 'r', uid: 'u', email: 'e' })).toEqual({
      access: 'a',
      refresh: 'r',
    });
    expect(parseStoredUser({ access: '', refresh: 'r', uid: 'u', email: 'e' })).toMatchObject({
      uid: 'u',
    });
    expect(parseStoredUser({ access: 'a', id: 1, email: 'e' })).toMatchObject({ id: 1 });
    expect(parseStoredUser({ access: 'a' })).toBeUndefined();
    expect(parseStoredUser('a')).toBeUndefined();
  });
});

describe('reading a token’s expiry', () => {
  it('reads a numeric `exp`, and nothing else', () => {
    expect(expiresAt(jwt({ exp: 1700000000 }))).toBe(1700000000000);
    expect(expiresAt(jwt({ exp: '1700000000' }))).toBeNull();
    expect(expiresAt(jwt([1700000000]))).toBeNull();
    expect(expiresAt('not-a-token')).toBeNull();
  });
});

describe('reading a content service asset', () => {
  it('keeps an image at a web address, with its sizes when they are real', () => {
    expect(
      parseAsset(
        asset(
          {
            url: '//images.ctfassets.net/a.jpg',
            contentType: 'image/jpeg',
            details: { image: { width: 800, height: 0 } },
          },
          { description: '  ' },
        ),
      ),
    ).toEqual({
      url: 'https://images.ctfassets.net/a.jpg',
      alt: 'Beach',
      width: 800,
      height: null,
    });
    expect(
      parseAsset(
        asset(
          { url: 'https://x.example/a.jpg', contentType: 5, details: [] },
          { description: 'Sand' },
        ),
      ),
    ).toEqual({ url: 'https://x.example/a.jpg', alt: 'Sand', width: null, height: null });
  });

  it('is null for anything but an image at a web address', () => {
    expect(
      parseAsset(asset({ url: 'https://x.example/a.pdf', contentType: 'application/pdf' })),
    ).toBeNull();
    expect(parseAsset(asset({ url: 'javascript:alert(1)' }))).toBeNull();
    expect(parseAsset(asset({}))).toBeNull();
    expect(parseAsset({ sys: { type: 'Link', linkType: 'Asset', id: 'a1' } })).toBeNull();
    expect(parseAsset({ fields: [] })).toBeNull();
  });
});
