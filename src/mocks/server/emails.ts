import { getDb } from '../db';
import type { SentEmail, UserRecord } from '../seed/types';
import { encodeUid, makeAccountToken } from './accountTokens';

/**
 * djoser's activation and password-reset e-mails, "sent" into the database's outbox. Their links
 * are the site's paths, as djoser's ACTIVATION_URL and PASSWORD_RESET_CONFIRM_URL make them.
 */

const SITE_NAME = 'Negril Life';

function siteOrigin(): string {
  try {
    return typeof location === 'undefined' ? '' : location.origin;
  } catch {
    return '';
  }
}

function deliver(email: Omit<SentEmail, 'sentAt'>): SentEmail {
  const sent = { ...email, sentAt: new Date().toISOString() };
  getDb().outbox.push(sent);
  return sent;
}

export function sendActivationEmail(user: UserRecord): SentEmail {
  const link = `/activate/${encodeUid(user.id)}/${makeAccountToken(user)}`;
  return deliver({
    kind: 'activation',
    to: user.email,
    subject: `Account activation on ${SITE_NAME}`,
    link,
    body: [
      `You're receiving this email because you need to finish activation process on ${SITE_NAME}.`,
      '',
      'Please go to the following page to activate account:',
      `${siteOrigin()}${link}`,
      '',
      'Thanks for using our site!',
      '',
      `The ${SITE_NAME} team`,
    ].join('\n'),
  });
}

export function sendPasswordResetEmail(user: UserRecord): SentEmail {
  const link = `/password/reset/confirm/${encodeUid(user.id)}/${makeAccountToken(user)}`;
  return deliver({
    kind: 'password_reset',
    to: user.email,
    subject: `Password reset on ${SITE_NAME}`,
    link,
    body: [
      `You're receiving this email because you requested a password reset for your user account at ${SITE_NAME}.`,
      '',
      'Please go to the following page and choose a new password:',
      `${siteOrigin()}${link}`,
      `Your username, in case you've forgotten: ${user.username}`,
      '',
      'Thanks for using our site!',
      '',
      `The ${SITE_NAME} team`,
    ].join('\n'),
  });
}
