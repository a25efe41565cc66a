'use client';
// Small pieces the Media page and the image picker share: thumbnails (a small rendition for library images),
// sizes in words, the "Needs alt text" flag and the alt text editor with why it matters.
import { useState } from 'react';
import { mediaIdOf } from '@/blocks/kit/media-url';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/field';
import { type Media, useUpdateMedia } from '@/lib/dashboard/client/media';

/** Library images: a WebP rendition (a thumbnail must not download a 4000 px master); others as they are. */
export function thumbnailUrl(url: string, width: 320 | 640 = 320): string {
  return mediaIdOf(url) ? `${url.replace(/\/$/, '')}/w${width}.webp` : url;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export const needsAlt = (media: Pick<Media, 'alt'>) => media.alt.trim() === '';

export function NeedsAltBadge({ media }: { media: Pick<Media, 'alt'> }) {
  return needsAlt(media) ? <Badge tone="warning">Needs alt text</Badge> : null;
}

/** File name, pixel size, weight and the alt text flag of a library image. */
export function MediaCaption({ media, className }: { media: Media; className: string }) {
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
export const ALT_HINT =
  'Say what the photo shows, e.g. “Sourdough loaf on a wooden board”. Screen readers read it to blind shoppers, search engines index it, and it shows when the image cannot load.';

/** The alt text of one library image, saved on its own (the image's other uses read it from the library). */
export function AltTextEditor({ businessId, media, onSaved }: { businessId: string; media: Media; onSaved?: (media: Media) => void }) {
  const [alt, setAlt] = useState(media.alt);
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
        label="Alt text"
        rows={2}
        maxLength={ALT_MAX}
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        hint={ALT_HINT}
        error={update.error?.message}
      />
      <div className="flex items-center gap-3">
        <Button type="submit" variant="secondary" size="sm" pending={update.isPending} disabled={!dirty}>
          Save alt text
        </Button>
        {update.isSuccess && !dirty ? (
          <span role="status" className="text-xs font-medium text-emerald-800">
            Alt text saved
          </span>
        ) : null}
      </div>
    </form>
  );
}
