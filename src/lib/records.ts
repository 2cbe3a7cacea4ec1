/**
 * A JSON object (not null, not an array): the first check of every answer, stored value and
 * painted page the site reads. The parsers check the fields themselves, field by field.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A record's id: a safe integer, or its digits as text (some servers send ids as strings). */
export function integerId(value: unknown): number | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value.trim())) return Number(value);
  return null;
}
