'use client';
// Small pieces the Media page and the image picker share: thumbnails (a small rendition for library images),
// sizes in words, the "Needs alt text" flag and the alt text editor with why it matters.
import { useState } from 'react';
import { useTranslations } from 'use-intl';
import { mediaIdOf } from '@/blocks/kit/media-url';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { useFormat } from '@/components/ui/i18n';
import { type Media, useUpdateMedia } from '@/lib/dashboard/client/media';

/** Library images: a WebP rendition (a thumbnail must not download a 4000 px master); others as they are. */
export function thumbnailUrl(url: string, width: 320 | 640 = 320): string {
  return mediaIdOf(url) ? `${url.replace(/\/$/, '')}/w${width}.webp` : url;
}

/** Sizes in words in the page's language: "512 B", "87 KB", "2.4 MB" (fr "2,4 Mo"). */
export function useFormatBytes(): (bytes: number) => string {
  const t = useTranslations('media');
  const f = useFormat();
  return (bytes: number) => {
    if (bytes < 1024) return t('bytes', { size: f.count(bytes) });
    if (bytes < 1024 * 1024) return t('kilobytes', { size: f.count(Math.round(bytes / 1024)) });
    return t('megabytes', { size: f.number(bytes / (1024 * 1024), 1) });
  };
}

export const needsAlt = (media: Pick<Media, 'alt'>) => media.alt.trim() === '';

export function NeedsAltBadge({ media }: { media: Pick<Media, 'alt'> }) {
  const t = useTranslations('media');
  return needsAlt(media) ? <Badge tone="warning">{t('needsAlt')}</Badge> : null;
}

/** File name, pixel size, weight and the alt text flag of a library image. */
export function MediaCaption({ media, className }: { media: Media; className: string }) {
  const formatBytes = useFormatBytes();
  return (
    <div className={className}>
      <p className="min-w-0 truncate text-sm font-medium text-slate-900" title={media.filename}>
        {media.filename}
      </p>
      <p className="text-xs text-slate-600">
        {media.width} × {media.height} · {formatBytes(media.byteSize)}
      </p>
      <NeedsAltBadge media={media} />
    </div>
  );
}

export const ALT_MAX = 300;

/** The alt text of one library image, saved on its own (the image's other uses read it from the library). */
export function AltTextEditor({ businessId, media, onSaved }: { businessId: string; media: Media; onSaved?: (media: Media) => void }) {
  const [alt, setAlt] = useState(media.alt);
  const t = useTranslations('media');
  const update = useUpdateMedia(businessId);
  const dirty = alt.trim() !== media.alt;
  return (
    <form
      noValidate
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        // The dialog is portaled, but React bubbles its submit to the form the picker sits in (product, site).
        event.stopPropagation();
        update.mutate({ mediaId: media.id, body: { alt: alt.trim() } }, { onSuccess: (saved) => onSaved?.(saved) });
      }}
    >
      <TextAreaField
        label={t('altText')}
        rows={2}
        maxLength={ALT_MAX}
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        hint={t('altHint')}
        error={update.error?.message}
      />
      <div className="flex items-center gap-3">
        <Button type="submit" variant="secondary" size="sm" pending={update.isPending} disabled={!dirty}>
          {t('saveAlt')}
        </Button>
        {update.isSuccess && !dirty ? (
          <span role="status" className="text-xs font-medium text-emerald-800">
            {t('altSaved')}
          </span>
        ) : null}
      </div>
    </form>
  );
}
