'use client';
// Images by URL: add (checked with the API's own URL rule), preview, reorder to make one the main image, remove.
import { useState } from 'react';
import { useImageFailed } from './use-image-failed';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { createProductBody } from '@/lib/domain/catalog/schemas';

// The API's rule for the list (http(s) URLs, at most 20), taken from its schema.
const imagesSchema = createProductBody.shape.images.unwrap();

export function ImageListField({
  inputId,
  images,
  onChange,
  errors,
  onClearError,
}: {
  inputId: string;
  images: string[];
  onChange: (images: string[]) => void;
  errors: Record<string, string>;
  onClearError: (key: string) => void;
}) {
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | undefined>();
  const listError = errors.images;

  function add() {
    const candidate = url.trim();
    if (!candidate) return setUrlError('Enter the address of an image');
    if (images.includes(candidate)) return setUrlError('This image is already in the list');
    const parsed = imagesSchema.safeParse([...images, candidate]);
    if (!parsed.success) return setUrlError(parsed.error.issues[0]?.message ?? 'Invalid image URL');
    setUrlError(undefined);
    setUrl('');
    onClearError('images');
    onChange(parsed.data);
  }

  function remove(index: number) {
    onClearError(`images.${index}`);
    onChange(images.filter((_, i) => i !== index));
  }

  function makeMain(index: number) {
    const image = images[index];
    if (image === undefined) return;
    onChange([image, ...images.filter((_, i) => i !== index)]);
  }

  return (
    <div className="space-y-4">
      {images.length > 0 ? (
        <ul className="space-y-2" aria-label="Images">
          {images.map((image, index) => (
            <li key={image} className="flex items-center gap-3 rounded-lg border border-slate-200 p-2">
              <Preview src={image} label={`Image ${index + 1}`} />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm text-slate-800" title={image}>
                  {image}
                </p>
                {index === 0 ? <p className="text-xs font-medium text-brand-700">Main image</p> : null}
                {errors[`images.${index}`] ? <p className="text-xs font-medium text-red-700">{errors[`images.${index}`]}</p> : null}
              </div>
              {index > 0 ? (
                <Button variant="ghost" size="sm" onClick={() => makeMain(index)} aria-label={`Make image ${index + 1} the main image`}>
                  Make main
                </Button>
              ) : null}
              <Button variant="ghost" size="sm" onClick={() => remove(index)} aria-label={`Remove image ${index + 1}`}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No images yet.</p>
      )}
      {listError ? <p className="text-xs font-medium text-red-700">{listError}</p> : null}
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          id={inputId}
          label="Image URL"
          type="url"
          inputMode="url"
          placeholder="https://…"
          className="min-w-0 flex-1"
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setUrlError(undefined);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
          error={urlError}
          autoComplete="off"
        />
        <Button variant="secondary" onClick={add} className={urlError ? 'mb-5' : ''}>
          Add image
        </Button>
      </div>
    </div>
  );
}

function Preview({ src, label }: { src: string; label: string }) {
  const { failed, ref, onError } = useImageFailed();
  if (failed) {
    return (
      <span className="flex size-14 shrink-0 items-center justify-center rounded-md bg-slate-100 text-center text-[10px] leading-tight text-slate-600 ring-1 ring-inset ring-slate-200">
        Cannot load
      </span>
    );
  }
  // Any host the merchant uses: a plain <img> (no server-side fetching of foreign URLs), no referrer sent.
  return (
    <img
      src={src}
      alt={`Preview of ${label.toLowerCase()}`}
      loading="lazy"
      referrerPolicy="no-referrer"
      ref={ref}
      onError={onError}
      className="size-14 shrink-0 rounded-md bg-slate-100 object-cover ring-1 ring-inset ring-slate-200"
    />
  );
}
