import { m } from '../../../paraglide/messages.js';
import { useRef, type ChangeEvent } from 'react';
import { Button } from '../../../components/form/Button';
import { Field } from '../../../components/form/Field';

const ACCEPTED_IMAGES = 'image/png,image/jpeg,image/gif,image/webp';

export interface ChosenImage {
  file: File;
  /** An object URL of the file, or null where the browser cannot make one. */
  preview: string | null;
}

export function canPreview(): boolean {
  return typeof URL.createObjectURL === 'function';
}

/** The image input with a preview of the chosen file; the preview's URL is released when done. */
export function ImageField({
  image,
  onChoose,
  errors,
  replacing,
}: {
  image: ChosenImage | null;
  onChoose: (file: File | null) => void;
  errors: string[];
  /** The guide has a picture, which a chosen file replaces. */
  replacing: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Field
      label={m.admin_image()}
      hint={replacing ? m.admin_image_replace_hint() : m.admin_image_hint()}
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
                  alt={m.admin_image_preview({ name: image.file.name })}
                  width={240}
                  height={160}
                  className="h-40 w-60 max-w-full rounded-md border border-slate-200 bg-slate-50 object-cover"
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
                  {m.admin_image_remove()}
                </Button>
              </div>
            </div>
          ) : null}
        </>
      )}
    </Field>
  );
}
