import { m } from '../../../paraglide/messages.js';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { Button } from '../../../components/form/Button';
import { Dialog } from '../../../components/Dialog';
import { Notice } from '../../../components/status/Notice';
import { SelectField } from '../../../components/form/SelectField';
import { TextAreaField } from '../../../components/form/TextAreaField';
import { TextField } from '../../../components/form/TextField';
import { isApiError, type ApiError } from '../../../lib/http/errors';
import { plainMessage, type Words } from '../../../lib/http/failureWords';
import {
  changedFields,
  checkDraft,
  draftFromGuide,
  emptyDraft,
  GUIDE_FIELD_NAMES,
  type DraftErrors,
  type GuideFieldName,
} from '../api/draft';
import { addGuide, updateGuide, useGuideDispatch } from '../store/guideSlice';
import { priceLabel, priceText } from '../card/links';
import { placeName } from '../model/names';
import { LazyLocationPicker } from '../map/LazyLocationPicker';
import { categoryName, englishText } from '../model/language';
import { GUIDE_CATEGORIES, type Place, type PlaceDraft, type PriceLevel } from '../model/types';
import { ExceptionsFieldset } from './ExceptionsFieldset';
import { HoursFieldset } from './HoursFieldset';
import { canPreview, ImageField, type ChosenImage } from './ImageField';

type TextFields = Omit<PlaceDraft, 'image' | 'hours' | 'exceptions'>;
type FormState = Omit<PlaceDraft, 'image'>;

/** The server's fields the form shows errors beside. */
const FIELDS: readonly string[] = [...GUIDE_FIELD_NAMES, 'image'];

const PRICE_LEVELS: readonly PriceLevel[] = [1, 2, 3, 4];

type ServerErrors = Partial<Record<string, string[]>>;

/** The server's field errors beside their fields; any for a field the form lacks, at the top. */
function placeErrors(failure: ApiError | null): { byField: ServerErrors; elsewhere: string[] } {
  const byField: ServerErrors = {};
  const elsewhere: string[] = [];
  for (const [field, messages] of Object.entries(failure?.fieldErrors ?? {})) {
    if (FIELDS.includes(field)) byField[field] = messages;
    else elsewhere.push(...messages);
  }
  return { byField, elsewhere };
}

/** What each form says for the server's refusals it can explain. */
function says(mode: 'add' | 'edit'): { failed: string; refusals: Words } {
  if (mode === 'add') {
    return {
      failed: m.admin_add_failed(),
      refusals: { 401: m.admin_add_401(), 403: m.admin_add_403() },
    };
  }
  return {
    failed: m.admin_edit_failed(),
    refusals: {
      401: m.admin_edit_401(),
      403: m.admin_edit_403(),
      404: m.admin_edit_404(),
      // What an older server without the detail route answers an edit.
      405: m.admin_edit_405(),
    },
  };
}

/** A typed coordinate as a number, when it is one. */
function typedNumber(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) ? value : null;
}

/** A picked coordinate as the form writes it: six decimals (about 10 cm) at most. */
function pickedText(value: number): string {
  return String(Math.round(value * 1e6) / 1e6);
}

/**
 * The admins' form to add a guide, or to edit one, in a dialog. It keeps what was typed when the
 * server refuses, shows the field errors beside their fields, and never submits twice. An edit
 * sends only the fields that changed (JSON, or multipart with a new picture).
 */
export function PlaceFormDialog({
  place,
  onClose,
  onSaved,
}: {
  /** The guide to edit; without one, the form adds a guide. */
  place?: Place;
  onClose: () => void;
  onSaved: (place: Place) => void;
}) {
  const dispatch = useGuideDispatch();
  const mode = place ? 'edit' : 'add';
  const [start] = useState<PlaceDraft>(() => (place ? draftFromGuide(place) : emptyDraft()));
  const [form, setForm] = useState<FormState>(start);
  const [image, setImage] = useState<ChosenImage | null>(null);
  const [checked, setChecked] = useState<DraftErrors>({});
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
  const ownErrors: ServerErrors = checked;
  const errorsOf = (name: keyof DraftErrors | GuideFieldName) =>
    ownErrors[name] ?? byField[name] ?? [];

  // After a refusal, focus goes to the first field that needs attention.
  useEffect(() => {
    if (!failure && Object.keys(checked).length === 0) return;
    formElement.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], fieldset[data-invalid]')
      ?.focus();
  }, [failure, checked]);

  const field = (name: keyof TextFields) => ({
    name,
    value: form[name],
    errors: errorsOf(name),
    onChange: (event: { target: { value: string } }) => {
      setForm((current) => ({ ...current, [name]: event.target.value }));
    },
  });

  const pick = (latitude: number, longitude: number) => {
    setForm((current) => ({
      ...current,
      latitude: pickedText(latitude),
      longitude: pickedText(longitude),
    }));
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingNow.current) return;
    const draft: PlaceDraft = { ...form, image: image?.file ?? null };
    const result = checkDraft(draft);
    setChecked('errors' in result ? result.errors : {});
    if ('errors' in result) return;
    const chosen = image?.file ?? null;
    const changes = place ? changedFields(result.fields, draft, start) : result.fields;
    // Nothing changed: there is nothing to send.
    if (place && !chosen && Object.keys(changes).length === 0) {
      onClose();
      return;
    }
    sendingNow.current = true;
    setSending(true);
    setFailure(null);
    const sent = place
      ? dispatch(updateGuide({ id: place.id, changes, image: chosen })).unwrap()
      : dispatch(addGuide({ fields: result.fields, image: chosen })).unwrap();
    sent
      .then((saved) => {
        onSaved(saved);
      })
      .catch((error: unknown) => {
        if (isApiError(error)) setFailure(error);
      })
      .finally(() => {
        sendingNow.current = false;
        setSending(false);
      });
  };

  const picked = { latitude: typedNumber(form.latitude), longitude: typedNumber(form.longitude) };

  return (
    <Dialog
      title={place ? m.admin_edit_title({ name: placeName(place) }) : m.admin_add_title()}
      onClose={onClose}
      wide
    >
      <form ref={formElement} className="space-y-4" onSubmit={submit} noValidate>
        {failure ? (
          <Notice title={says(mode).failed}>
            <p>{plainMessage(failure, 'the server', says(mode).refusals)}</p>
            {elsewhere.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </Notice>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={m.admin_name()} required autoComplete="off" {...field('name')} />
          <SelectField label={m.guide_category()} required {...field('category')}>
            <option value="">{m.admin_choose_category()}</option>
            {GUIDE_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {categoryName(category)}
              </option>
            ))}
            {/* A guide of a category the list no longer has keeps it. */}
            {start.category && !(GUIDE_CATEGORIES as readonly string[]).includes(start.category) ? (
              <option value={start.category} {...englishText()}>
                {start.category}
              </option>
            ) : null}
          </SelectField>
          <TextField
            label={m.admin_sub_category()}
            autoComplete="off"
            hint={m.admin_sub_category_hint()}
            {...field('sub_category')}
          />
          <TextField
            label={m.guide_location()}
            autoComplete="off"
            hint={m.admin_location_hint()}
            {...field('location')}
          />
        </div>
        <TextAreaField label={m.admin_description()} rows={5} {...field('description')} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={m.admin_latitude()}
            inputMode="decimal"
            autoComplete="off"
            hint={m.admin_latitude_hint()}
            {...field('latitude')}
          />
          <TextField
            label={m.admin_longitude()}
            inputMode="decimal"
            autoComplete="off"
            hint={m.admin_longitude_hint()}
            {...field('longitude')}
          />
        </div>
        {/* A click on the map fills both coordinates; the map follows what is typed. */}
        <LazyLocationPicker {...picked} onPick={pick} label={m.admin_pick_on_map()} />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label={m.admin_price_level()} {...field('price_level')}>
            <option value="">{m.admin_price_none()}</option>
            {PRICE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {priceText(level)} · {priceLabel(level)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={m.guide_phone()}
            type="tel"
            autoComplete="off"
            hint={m.admin_phone_hint()}
            {...field('phone')}
          />
        </div>
        <TextField
          label={m.guide_website()}
          type="url"
          inputMode="url"
          autoComplete="url"
          hint={m.admin_website_hint()}
          {...field('website')}
        />
        <TextField
          label={m.admin_booking()}
          type="url"
          inputMode="url"
          autoComplete="off"
          hint={m.admin_booking_hint()}
          {...field('booking_url')}
        />
        <HoursFieldset
          hours={form.hours}
          errors={byField.opening_hours ?? []}
          dayErrors={errorsOf}
          onChange={(day, text) => {
            setForm((current) => ({ ...current, hours: { ...current.hours, [day]: text } }));
          }}
        />
        <ExceptionsFieldset
          rows={form.exceptions}
          errors={byField.hours_exceptions ?? []}
          rowErrors={errorsOf}
          onChange={(exceptions) => {
            setForm((current) => ({ ...current, exceptions }));
          }}
        />
        <ImageField
          image={image}
          onChoose={chooseImage}
          errors={errorsOf('image')}
          replacing={Boolean(place?.image)}
        />
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose}>
            {m.admin_cancel()}
          </Button>
          {/* Not `disabled`: the focused button would lose focus, and the dialog its trap. */}
          <Button
            type="submit"
            aria-disabled={sending || undefined}
            className="aria-disabled:cursor-wait aria-disabled:bg-primary-700/60"
          >
            {sending ? m.admin_saving() : m.admin_save()}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
