import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** Where the reference server writes e-mails (its OUTBOX_DIR default). */
const OUTBOX = join(import.meta.dirname, '..', 'server', 'outbox');

export interface Mail {
  kind: 'activation' | 'password_reset' | 'other';
  to: string[];
  subject: string;
  body: string;
  /** The site path of the link in the mail: /activate/... or /password/reset/confirm/... */
  path: string;
}

function mailsTo(address: string, kind: Mail['kind']): Mail[] {
  let names: string[] = [];
  try {
    names = readdirSync(OUTBOX).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  return names
    .sort()
    .map((name) => JSON.parse(readFileSync(join(OUTBOX, name), 'utf8')) as Mail)
    .filter((mail) => mail.kind === kind && mail.to.includes(address));
}

/** The newest e-mail of a kind to an address, waiting for it to be written. */
export async function latestMail(address: string, kind: Mail['kind']): Promise<Mail> {
  await expect.poll(() => mailsTo(address, kind).length, { timeout: 10_000 }).toBeGreaterThan(0);
  const mails = mailsTo(address, kind);
  const mail = mails[mails.length - 1];
  if (!mail) throw new Error(`no ${kind} e-mail to ${address}`);
  return mail;
}
