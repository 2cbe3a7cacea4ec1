import { MalformedResponseError } from '../../../lib/errors';
import { http } from '../../../lib/http';
import { parseGuide } from '../parse';
import type { Guide, GuideDraft } from '../types';

/** The draft as the server's multipart form: text fields trimmed, the image only when chosen. */
export function guideFormData(draft: GuideDraft): FormData {
  const form = new FormData();
  form.append('name', draft.name.trim());
  form.append('category', draft.category.trim());
  form.append('sub_category', draft.sub_category.trim());
  form.append('description', draft.description.trim());
  form.append('website', draft.website.trim());
  form.append('location', draft.location.trim());
  if (draft.image) form.append('image', draft.image, draft.image.name);
  return form;
}

/**
 * `POST /negril_guide/` as multipart form data, with the bearer (admins only). axios sets the
 * multipart Content-Type and its boundary itself for a FormData body.
 */
export async function createGuide(draft: GuideDraft): Promise<Guide> {
  const response = await http.post('/negril_guide/', guideFormData(draft));
  const guide = parseGuide(response.data);
  if (!guide) throw new MalformedResponseError('the new guide');
  return guide;
}
