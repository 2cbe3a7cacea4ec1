/**
 * A JSON object (not null, not an array): the first check of every answer, stored value and
 * painted page the site reads. The parsers check the fields themselves, field by field.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
