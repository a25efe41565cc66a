'use client';
// The product's images: added through the image picker (library, upload or a URL, checked with the API's own
// rule), previewed, reordered to make one the main image, removed. The stored value stays the list of URLs.
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { useImageFailed } from './use-image-failed';
import { ImagePickerDialog } from '@/components/media/image-picker';
import { thumbnailUrl } from '@/components/media/media-bits';
import { Button } from '@/components/ui/button';
import { createProductBody } from '@/lib/domain/catalog/schemas';

// The API's rule for the list (http(s) URLs, at most 20), taken from its schema.
const imagesSchema = createProductBody.shape.images.unwrap();

export function ImageListField({
  businessId,
  inputId,
  images,
  onChange,
  errors,
  onClearError,
}: {
  businessId: string;
  inputId: string;
  images: string[];
  onChange: (images: string[]) => void;
  errors: Record<string, string>;
  onClearError: (key: string) => void;
}) {
  const [picking, setPicking] = useState(false);
  const t = useTranslations('products.images');
  const tc = useTranslations('common');
  const listError = errors.images;

  /** Why `candidate` cannot join the list, if it cannot. */
  function refusal(candidate: string): string | undefined {
    if (images.includes(candidate)) return t('alreadyInList');
    const parsed = imagesSchema.safeParse([...images, candidate]);
    return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? t('invalidUrl'));
  }

  function add(url: string) {
    if (refusal(url)) return;
    onClearError('images');
    onChange([...images, url]);
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
        <ul className="space-y-2" aria-label={t('list')}>
          {images.map((image, index) => (
            <li key={image} className="flex min-w-0 items-center gap-3 rounded-lg border border-slate-200 p-2">
              <Preview src={image} alt={t('preview', { n: index + 1 })} />
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm text-slate-800" title={image}>
                  {image}
                </p>
                {index === 0 ? <p className="text-xs font-medium text-brand-700">{t('mainImage')}</p> : null}
                {errors[`images.${index}`] ? <p className="text-xs font-medium text-red-700">{errors[`images.${index}`]}</p> : null}
              </div>
              {index > 0 ? (
                <Button variant="ghost" size="sm" onClick={() => makeMain(index)} aria-label={t('makeMainLabel', { n: index + 1 })}>
                  {t('makeMain')}
                </Button>
              ) : null}
              <Button variant="ghost" size="sm" onClick={() => remove(index)} aria-label={t('removeLabel', { n: index + 1 })}>
                {tc('remove')}
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">{t('none')}</p>
      )}
      {listError ? <p className="text-xs font-medium text-red-700">{listError}</p> : null}
      <Button id={inputId} variant="secondary" onClick={() => setPicking(true)} disabled={images.length >= 20}>
        {t('add')}
      </Button>
      <ImagePickerDialog businessId={businessId} open={picking} onOpenChange={setPicking} onPick={add} title={t('addTitle')} validateUrl={refusal} />
    </div>
  );
}

function Preview({ src, alt }: { src: string; alt: string }) {
  const { failed, ref, onError } = useImageFailed();
  const t = useTranslations('products.images');
  if (failed) {
    return (
      <span className="flex size-14 shrink-0 items-center justify-center rounded-md bg-slate-100 text-center text-[10px] leading-tight text-slate-600 ring-1 ring-inset ring-slate-200">
        {t('cannotLoad')}
      </span>
    );
  }
  // Any host the merchant uses: a plain <img> (no server-side fetching of foreign URLs), no referrer sent.
  return (
    <img
      src={thumbnailUrl(src)}
      alt={alt}
      loading="lazy"
      referrerPolicy="no-referrer"
      ref={ref}
      onError={onError}
      className="size-14 shrink-0 rounded-md bg-slate-100 object-cover ring-1 ring-inset ring-slate-200"
    />
  );
}
