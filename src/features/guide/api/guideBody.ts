import type { PlaceFields } from './draft';

/**
 * Guide fields as a multipart form (a new guide, or an edit with a new picture): text as it is,
 * an empty number clears it, the hours and their exceptions as a JSON text ("null": not known).
 */
export function guideFormData(fields: Partial<PlaceFields>, image: File | null): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'opening_hours' || name === 'hours_exceptions') {
      form.append(name, JSON.stringify(value));
    } else
      form.append(
        name,
        typeof value === 'string' || typeof value === 'number' ? String(value) : '',
      );
  }
  if (image) form.append('image', image, image.name);
  return form;
}
