import { isRecord } from '../../lib/storage';
import { json } from './responses';

/**
 * Request bodies and serializer fields as Django REST framework reads them: JSON, form or
 * multipart bodies; fields that are required, trimmed, not blank, of bounded length; errors
 * collected per field in the serializer's field order.
 */

export type ParsedBody = { ok: true; data: unknown } | { ok: false; response: Response };

export async function readBody(request: Request): Promise<ParsedBody> {
  const contentType = (request.headers.get('Content-Type') ?? '').toLowerCase();
  const text = contentType.startsWith('multipart/form-data') ? null : await request.text();
  if (text !== null && text.trim() === '') return { ok: true, data: {} };
  if (contentType.includes('json')) {
    try {
      return { ok: true, data: JSON.parse(text ?? '') as unknown };
    } catch (error) {
      const reason = error instanceof Error ? error.message : 'invalid JSON';
      return { ok: false, response: json({ detail: `JSON parse error - ${reason}` }, 400) };
    }
  }
  if (contentType.startsWith('application/x-www-form-urlencoded')) {
    return { ok: true, data: Object.fromEntries(new URLSearchParams(text ?? '')) };
  }
  if (contentType.startsWith('multipart/form-data')) {
    try {
      const form = await request.formData();
      const data: Record<string, FormDataEntryValue> = {};
      // A repeated key keeps its last value, as Django's QueryDict.get does.
      form.forEach((value, key) => {
        data[key] = value;
      });
      return { ok: true, data };
    } catch {
      return {
        ok: false,
        response: json(
          { detail: 'Multipart form parse error - Invalid boundary in multipart' },
          400,
        ),
      };
    }
  }
  const shown = contentType.split(';')[0] ?? '';
  return {
    ok: false,
    response: json({ detail: `Unsupported media type "${shown}" in request.` }, 415),
  };
}

export type FieldErrors = Record<string, string[]>;

/** DRF's answer when the body is JSON but not an object. */
export function notADictionary(data: unknown): FieldErrors | null {
  if (isRecord(data)) return null;
  const kind = Array.isArray(data) ? 'list' : data === null ? 'NoneType' : typeof data;
  const shown =
    kind === 'string' ? 'str' : kind === 'number' ? 'int' : kind === 'boolean' ? 'bool' : kind;
  return { non_field_errors: [`Invalid data. Expected a dictionary, but got ${shown}.`] };
}

export interface CharOptions {
  required?: boolean;
  allowBlank?: boolean;
  maxLength?: number;
  trim?: boolean;
}

/**
 * Reads one CharField into `errors` (under `name`) and returns its value; a missing optional
 * field reads as ''.
 */
export function charField(
  data: Record<string, unknown>,
  name: string,
  errors: FieldErrors,
  { required = true, allowBlank = false, maxLength, trim = true }: CharOptions = {},
): string {
  const fail = (message: string) => {
    errors[name] = [message];
    return '';
  };
  if (!(name in data) || data[name] === undefined) {
    return required ? fail('This field is required.') : '';
  }
  const raw = data[name];
  if (raw === null) return fail('This field may not be null.');
  if (typeof raw !== 'string' && typeof raw !== 'number') return fail('Not a valid string.');
  const value = trim ? String(raw).trim() : String(raw);
  if (value === '') return allowBlank ? '' : fail('This field may not be blank.');
  if (maxLength !== undefined && value.length > maxLength) {
    return fail(`Ensure this field has no more than ${maxLength} characters.`);
  }
  return value;
}

/** Close to Django's EmailValidator: a dotted domain (or a bracketed literal) after one @. */
export function isValidEmail(value: string): boolean {
  const at = value.lastIndexOf('@');
  if (at <= 0 || at === value.length - 1) return false;
  const user = value.slice(0, at);
  const domain = value.slice(at + 1);
  // Quoted local parts ("john doe"@example.com) are valid for Django too, but no visitor types one.
  const userOk = /^[-!#$%&'*+/=?^_`{}|~0-9A-Z]+(\.[-!#$%&'*+/=?^_`{}|~0-9A-Z]+)*$/i.test(user);
  const domainOk =
    /^((?!-)[a-z0-9-]{1,63}(?<!-)\.)+([a-z]{2,63}|xn--[a-z0-9]{1,59})\.?$/i.test(domain) ||
    domain === 'localhost' ||
    /^\[[0-9a-f:.]+\]$/i.test(domain);
  return userOk && domainOk;
}

export function emailField(
  data: Record<string, unknown>,
  name: string,
  errors: FieldErrors,
  options: CharOptions = {},
): string {
  const value = charField(data, name, errors, { maxLength: 254, ...options });
  if (errors[name] || value === '') return value;
  if (!isValidEmail(value)) errors[name] = ['Enter a valid email address.'];
  return value;
}

/** Close to Django's URLValidator for the schemes a guide's website may have. */
export function isValidUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}
