'use client';
// The Media page: every image of the business in a grid, uploaded by dropping files anywhere on the page, with
// the file picker or by pasting; a filename search; per image its details, alt text, URL and delete (refused
// with the list of places while the image is in use).
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/card';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { controlClass } from '@/components/ui/field';
import { Loading, Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { useDebounced } from '@/components/ui/use-debounced';
import { type Media, useDeleteMedia, useMediaList } from '@/lib/dashboard/client/media';
import { DashboardApiError } from '@/lib/dashboard/client/request';
import { formatDateTime } from '@/lib/i18n/format';
import { ChooseFilesButton, DropZone, UploadList, useFileDrop, usePastedFiles } from '@/components/media/file-drop';
import { AltTextEditor, formatBytes, MediaCaption, NeedsAltBadge, thumbnailUrl } from '@/components/media/media-bits';
import { useUploads } from '@/components/media/upload';

export function MediaLibrary({ businessId }: { businessId: string }) {
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 300);
  const list = useMediaList(businessId, q);
  const uploads = useUploads(businessId);
  const [openId, setOpenId] = useState<string | null>(null);
  const { over, handlers } = useFileDrop(uploads.add);
  usePastedFiles(uploads.add, openId === null);

  const images = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const open = images.find((media) => media.id === openId) ?? null;
  const empty = !list.isPending && !list.isError && images.length === 0 && !q;

  return (
    <section aria-label="Media library" {...handlers} className="relative min-h-[60dvh] space-y-4">
      {over ? (
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center rounded-xl border-2 border-dashed border-brand-600 bg-brand-50/90">
          <p className="text-lg font-semibold text-brand-800">Drop images to upload them</p>
        </div>
      ) : null}

      {empty ? null : (
        <div className="flex flex-wrap items-center gap-3">
          <div role="search" aria-label="Media" className="min-w-0 flex-1 sm:max-w-sm">
            <label htmlFor="media-search" className="sr-only">
              Search images by file name
            </label>
            <input
              id="media-search"
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="Search by file name"
              className={controlClass}
              autoComplete="off"
            />
          </div>
          <ChooseFilesButton onFiles={uploads.add} variant="primary">
            Upload images…
          </ChooseFilesButton>
          <p className="w-full text-xs text-slate-600">Or drop images anywhere on this page, or paste one with Ctrl+V. JPEG, PNG, WebP, AVIF or GIF, up to 15 MB.</p>
        </div>
      )}

      <UploadList items={uploads.items} onDismiss={uploads.dismiss} />

      {list.isPending ? (
        <Loading label="Loading images…" />
      ) : list.isError ? (
        <EmptyState title="The images could not be loaded">
          {list.error.message}{' '}
          <button type="button" className="font-medium text-brand-700 underline underline-offset-4" onClick={() => void list.refetch()}>
            Try again
          </button>
        </EmptyState>
      ) : empty ? (
        <div className="space-y-3">
          <DropZone onFiles={uploads.add} label="Upload your first images" />
          <p className="text-center text-sm text-slate-600">
            Upload your photos once and use them on products, pages, your logo and favicon. They are resized for every screen.
          </p>
        </div>
      ) : images.length === 0 ? (
        <EmptyState title={`No image matches “${q}”`}>Search looks in file names.</EmptyState>
      ) : (
        <>
          <p aria-live="polite" className="text-sm text-slate-600">
            {list.isFetching && !list.isFetchingNextPage ? <Spinner className="size-4" label="Searching…" /> : countLabel(images.length, list.hasNextPage)}
          </p>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-5" aria-label="Images">
            {images.map((media) => (
              <li key={media.id}>
                <MediaCard media={media} onOpen={() => setOpenId(media.id)} />
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="secondary" pending={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {list.isFetchingNextPage ? 'Loading more…' : 'Load more'}
              </Button>
            </div>
          ) : null}
        </>
      )}

      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpenId(null)} title={open?.filename ?? 'Image'} wide>
        {open ? <MediaDetails key={open.id} businessId={businessId} media={open} onDeleted={() => setOpenId(null)} /> : null}
      </Dialog>
    </section>
  );
}

const countLabel = (count: number, more: boolean) => `${count}${more ? '+' : ''} image${count === 1 && !more ? '' : 's'}`;

function MediaCard({ media, onOpen }: { media: Media; onOpen: () => void }) {
  return (
    <div className="h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <button
        type="button"
        onClick={onOpen}
        className="block aspect-square w-full bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600"
        aria-label={`Open ${media.filename}`}
      >
        <img src={thumbnailUrl(media.url)} alt={media.alt} loading="lazy" className="size-full object-cover" width={320} height={320} />
      </button>
      <MediaCaption media={media} className="space-y-1 px-3 py-2" />
    </div>
  );
}

function MediaDetails({ businessId, media, onDeleted }: { businessId: string; media: Media; onDeleted: () => void }) {
  const notify = useToast();
  const remove = useDeleteMedia(businessId);
  const [confirming, setConfirming] = useState(false);
  const [inUse, setInUse] = useState<{ message: string; places: string[] } | null>(null);
  const [copied, setCopied] = useState(false);

  function confirmDelete() {
    remove.mutate(media.id, {
      onSuccess: () => {
        setConfirming(false);
        notify(`Deleted “${media.filename}”`);
        onDeleted();
      },
      onError: (error) => {
        setConfirming(false);
        if (error instanceof DashboardApiError && error.status === 409) {
          setInUse({ message: error.message, places: error.details.map((detail) => detail.message) });
        } else notify(error.message, 'error');
      },
    });
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(media.url);
      setCopied(true);
    } catch {
      notify('Copying was refused by the browser: select the address and copy it.', 'error');
    }
  }

  return (
    <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <div className="space-y-2">
        <img src={thumbnailUrl(media.url, 640)} alt={media.alt} className="max-h-72 w-full rounded-lg bg-slate-100 object-contain" />
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">Size</dt>
          <dd className="text-slate-900">
            {media.width} × {media.height} px · {formatBytes(media.byteSize)}
          </dd>
          <dt className="text-slate-600">Type</dt>
          <dd className="text-slate-900">{media.mimeType}</dd>
          <dt className="text-slate-600">Uploaded</dt>
          <dd className="text-slate-900">{formatDateTime(media.createdAt)}</dd>
        </dl>
      </div>
      <div className="space-y-4">
        <NeedsAltBadge media={media} />
        <AltTextEditor businessId={businessId} media={media} />
        <div>
          <label htmlFor={`url-${media.id}`} className="mb-1 block text-sm font-medium text-slate-800">
            Address
          </label>
          <div className="flex gap-2">
            <input id={`url-${media.id}`} readOnly value={media.url} className={`${controlClass} min-w-0 flex-1`} onFocus={(event) => event.target.select()} />
            <Button variant="secondary" onClick={() => void copy()}>
              {copied ? 'Copied' : 'Copy URL'}
            </Button>
          </div>
        </div>
        {inUse ? (
          <div role="alert" ref={(node) => node?.scrollIntoView({ block: 'nearest' })} className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            {inUse.places.length > 0 ? (
              <>
                <p className="font-medium">Kept: this image is still used by</p>
                <ul className="mt-1 list-disc pl-5" aria-label="In use by">
                  {inUse.places.map((place) => (
                    <li key={place}>{place}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="font-medium">{inUse.message}</p>
            )}
            <p className="mt-1">Replace it there first, then delete it.</p>
          </div>
        ) : null}
        <div className="border-t border-slate-200 pt-4">
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Delete image
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete “${media.filename}”?`}
        description="The image is removed from the library and from its address. An image still used by a product, a page or your logo cannot be deleted."
        confirmLabel="Delete image"
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
