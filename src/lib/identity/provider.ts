import { isRecord } from '../records';

/** The identity provider's user, as the site keeps it (serialisable; no SDK objects). */
export interface ProviderUser {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string | null;
  providerId: string;
}

/** What a sign-in through the provider gives: its user, and the ID token the server verifies. */
export interface ProviderSignIn {
  user: ProviderUser;
  /** Short-lived proof of the sign-in, for the product's server only; never stored. */
  idToken: string;
}

/** Signs in through the provider's popup; resolves with its user and ID token. */
export interface IdentityProvider {
  /**
   * The visitor showed an intent to sign in (pointed at or focused the button): the provider may
   * set itself up now, synchronously, and not before, since setting up may reach the provider.
   */
  prepare(): void;
  signIn(): Promise<ProviderSignIn>;
  signOut(): Promise<void>;
}

export function parseProviderUser(value: unknown): ProviderUser | undefined {
  if (!isRecord(value) || typeof value.uid !== 'string' || typeof value.email !== 'string') {
    return undefined;
  }
  return {
    uid: value.uid,
    email: value.email,
    displayName: typeof value.displayName === 'string' ? value.displayName : '',
    photoURL: typeof value.photoURL === 'string' ? value.photoURL : null,
    providerId: typeof value.providerId === 'string' ? value.providerId : 'google.com',
  };
}

/** The user closed the popup, or opened another: a quiet cancel, not an error. */
export const CANCELLED_POPUP_CODES = ['auth/popup-closed-by-user', 'auth/cancelled-popup-request'];

/**
 * Instagram's and Facebook's in-app browsers cannot complete Google's sign-in (Google refuses
 * embedded web views), so the site suggests opening it in the browser instead.
 */
export function isInAppBrowser(userAgent: string): boolean {
  return /\b(Instagram|FBAN|FBAV|FB_IAB|FBIOS|FB4A)\b/.test(userAgent);
}

/**
 * The display name split on spaces: the first word is the first name, the rest the last name
 * (one word: empty last name; none: both empty).
 */
export function splitDisplayName(displayName: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = displayName.trim().split(/\s+/).filter(Boolean);
  return { firstName, lastName: rest.join(' ') };
}

/** A strong random password for an account created after a provider sign-in. */
export function randomPassword(): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  const body = btoa(String.fromCharCode(...bytes)).replace(/[+/=]/g, '');
  // Django's validators: not numeric, not common; the suffix guarantees mixed classes.
  return `${body}-Aa9`;
}

/**
 * The demo's stand-in for Google's ID token: an unsigned JWT (`alg: none`) whose issuer says what
 * it is. Only the mock server accepts it; a real server verifies Google's signature.
 */
export const DEMO_ID_TOKEN_ISSUER = 'https://demo.invalid/negril-life/google-stand-in';

function base64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

export function demoIdToken(user: ProviderUser, now = Date.now()): string {
  const iat = Math.floor(now / 1000);
  const claims = {
    iss: DEMO_ID_TOKEN_ISSUER,
    sub: user.uid,
    email: user.email,
    email_verified: true,
    name: user.displayName,
    // When the person signed in, as Firebase's tokens say (the server asks for a recent one
    // before it deletes an account).
    auth_time: iat,
    iat,
    exp: iat + 3600,
  };
  return `${base64Url(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.`;
}
