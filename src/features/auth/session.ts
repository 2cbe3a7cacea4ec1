import { isRecord, readJson, removeItem, writeJson } from '../../lib/storage';
import type { Session } from './types';

/** The specification's storage key for the session. */
export const SESSION_KEY = 'user';

export function isSession(value: unknown): value is Session {
  return (
    isRecord(value) &&
    typeof value.access === 'string' &&
    value.access.length > 0 &&
    typeof value.refresh === 'string' &&
    value.refresh.length > 0
  );
}

export function parseSession(value: unknown): Session | undefined {
  return isSession(value) ? { access: value.access, refresh: value.refresh } : undefined;
}

export function readStoredSession(): Session | null {
  return readJson(SESSION_KEY, parseSession) ?? null;
}

export function writeStoredSession(session: Session | null): void {
  if (session) writeJson(SESSION_KEY, session);
  else removeItem(SESSION_KEY);
}
