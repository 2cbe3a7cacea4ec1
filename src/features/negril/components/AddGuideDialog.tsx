import { useEffect, useRef, useState, type ChangeEvent, type SubmitEvent } from 'react';
import { Button } from '../../../components/Button';
import { Dialog } from '../../../components/Dialog';
import { Field } from '../../../components/Field';
import { ErrorNotice } from '../../../components/Notice';
import { SelectField } from '../../../components/SelectField';
import { TextAreaField } from '../../../components/TextAreaField';
import { TextField } from '../../../components/TextField';
import { isApiError, plainMessage, type ApiError } from '../../../lib/errors';
import { useNegrilDispatch } from '../negrilSlice';
import { addGuide } from '../negrilSlice';
import { GUIDE_CATEGORIES, type Guide, type GuideDraft } from '../types';

type TextFields = Omit<GuideDraft, 'image'>;
type FieldName = keyof GuideDraft;

const EMPTY: TextFields = {
  name: '',
  category: '',
  sub_category: '',
  description: '',
  website: '',
  location: '',
};

const FIELDS: readonly FieldName[] = [
  'name',
  'category',
  'sub_category',
  'description',
  'website',
  'location',
  'image',
];

const ACCEPTED_IMAGES = 'image/png,image/jpeg,image/gif,image/webp';

type Errors = Partial<Record<FieldName, string[]>>;

/** What the form checks itself; the server checks the rest and has the last word. */
function checkDraft(form: TextFields): Errors {
  const errors: Errors = {};
  if (!form.name.trim()) errors.name = ['Enter the name of the place.'];
  if (!form.category) errors.category = ['Choose a category.'];
  return errors;
}

/** The server's field errors beside their fields; any for a field the form lacks, at the top. */
function placeErrors(failure: ApiError | null): { byField: Errors; elsewhere: string[] } {
  const byField: Errors = {};
  const elsewhere: string[] = [];
  for (const [field, messages] of Object.entries(failure?.fieldErrors ?? {})) {
    if ((FIELDS as readonly string[]).includes(field)) byField[field as FieldName] = messages;
    else elsewhere.push(...messages);
  }
  return { byField, elsewhere };
}

/** What the form says for the server's refusals it can explain. */
const REFUSALS = {
  401: 'Your session has expired. Sign in again, then add the guide.',
  403: 'This account may not add guides: only the site’s admins can.',
};

interface ChosenImage {
  file: File;
  /** An object URL of the file, or null where the browser cannot make one. */
  preview: string | null;
}

function canPreview(): boolean {
  return typeof URL.createObjectURL === 'function';
}

/** The image input with a preview of the chosen file; the preview's URL is released when done. */
function ImageField({
  image,
  onChoose,
  errors,
}: {
  image: ChosenImage | null;
  onChoose: (file: File | null) => void;
  errors: string[];
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Field
      label="Image"
      hint="Optional. A photo of the place: PNG, JPEG, GIF or WebP."
      errors={errors}
    >
      {(control) => (
        <>
          <input
            ref={input}
            {...control}
            name="image"
            type="file"
            accept={ACCEPTED_IMAGES}
            className={`${control.className} file:mr-3 file:rounded-md file:border-0 file:bg-primary-50 file:px-3 file:py-1.5 file:font-semibold file:text-primary-800`}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              onChoose(event.target.files?.[0] ?? null);
            }}
          />
          {image ? (
            <div className="mt-3 flex flex-wrap items-end gap-3">
              {image.preview ? (
                <img
                  src={image.preview}
                  alt={`Preview of ${image.file.name}`}
                  width={240}
                  height={160}
                  className="h-40 w-60 rounded-md border border-slate-200 bg-slate-50 object-cover"
                />
              ) : null}
              <div className="text-sm text-slate-700">
                <p className="max-w-60 break-all">{image.file.name}</p>
                <Button
                  variant="ghost"
                  className="-ml-4"
                  onClick={() => {
                    onChoose(null);
                    if (input.current) input.current.value = '';
                    input.current?.focus();
                  }}
                >
                  Remove image
                </Button>
              </div>
            </div>
          ) : null}
        </>
      )}
    </Field>
  );
}

/**
 * The admins' form to add a guide, in a dialog. It keeps what was typed when the server
 * refuses, shows the server's field errors beside their fields, and never submits twice.
 */
export function AddGuideDialog({
  onClose,
  onAdded,
}: {
  onClose: () => void;
  onAdded: (guide: Guide) => void;
}) {
  const dispatch = useNegrilDispatch();
  const [form, setForm] = useState<TextFields>(EMPTY);
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [checked, setChecked] = useState<Errors>({});
  const [failure, setFailure] = useState<ApiError | null>(null);
  const [sending, setSending] = useState(false);
  const sendingNow = useRef(false);
  const formElement = useRef<HTMLFormElement>(null);
  const preview = useRef<string | null>(null);

  const release = () => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = null;
  };
  useEffect(() => release, []);

  const chooseImage = (file: File | null) => {
    release();
    preview.current = file && canPreview() ? URL.createObjectURL(file) : null;
    setImage(file ? { file, preview: preview.current } : null);
  };

  const { byField, elsewhere } = placeErrors(failure);
  const errorsOf = (name: FieldName) => checked[name] ?? byField[name] ?? [];

  // After a refusal, focus goes to the first field that needs attention.
  useEffect(() => {
    if (!failure && Object.keys(checked).length === 0) return;
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failure, checked]);

  const field = (name: keyof TextFields) => ({
    name,
    value: form[name],
    errors: errorsOf(name),
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [name]: event.target.value }));
    },
  });

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingNow.current) return;
    const problems = checkDraft(form);
    setChecked(problems);
    if (Object.keys(problems).length > 0) return;
    sendingNow.current = true;
    setSending(true);
    setFailure(null);
    dispatch(addGuide({ ...form, image: image?.file ?? null }))
      .unwrap()
      .then((guide) => {
        onAdded(guide);
      })
      .catch((error: unknown) => {
        if (isApiError(error)) setFailure(error);
      })
      .finally(() => {
        sendingNow.current = false;
        setSending(false);
      });
  };

  return (
    <Dialog title="Add a guide" onClose={onClose} wide>
      <form ref={formElement} className="space-y-4" onSubmit={submit} noValidate>
        {failure ? (
          <ErrorNotice title="The guide was not added.">
            <p>{plainMessage(failure, 'the server', REFUSALS)}</p>
            {elsewhere.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </ErrorNotice>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Name" required autoComplete="off" {...field('name')} />
          <SelectField label="Category" required {...field('category')}>
            <option value="">Choose a category</option>
            {GUIDE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Sub-category"
            autoComplete="off"
            hint="Such as Jerk, Live reggae or Snorkelling."
            {...field('sub_category')}
          />
          <TextField
            label="Location"
            autoComplete="off"
            hint="Road or area, such as West End Road."
            {...field('location')}
          />
        </div>
        <TextAreaField label="Description" rows={5} {...field('description')} />
        <TextField
          label="Website"
          type="url"
          inputMode="url"
          autoComplete="url"
          hint="The full address, such as https://www.example.com."
          {...field('website')}
        />
        <ImageField image={image} onChoose={chooseImage} errors={errorsOf('image')} />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          {/* Not `disabled`: the focused button would lose focus, and the dialog its trap. */}
          <Button
            type="submit"
            aria-disabled={sending || undefined}
            className="aria-disabled:cursor-wait aria-disabled:bg-primary-700/60"
          >
            {sending ? 'Saving…' : 'Save guide'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
