'use client';
// The Media page: every image of the business in a grid, uploaded by dropping files anywhere on the page, with
// the file picker or by pasting; a filename search; per image its details, alt text, URL and delete (refused
// with the list of places while the image is in use).
import { useMemo, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/card';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { controlClass } from '@/components/ui/field';
import { useFormat } from '@/components/ui/i18n';
import { Loading, Spinner } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { useDebounced } from '@/components/ui/use-debounced';
import { type Media, useDeleteMedia, useMediaList } from '@/lib/dashboard/client/media';
import { DashboardApiError } from '@/lib/dashboard/client/request';
import { ChooseFilesButton, DropZone, UploadList, useFileDrop, usePastedFiles } from '@/components/media/file-drop';
import { AltTextEditor, MediaCaption, NeedsAltBadge, thumbnailUrl, useFormatBytes } from '@/components/media/media-bits';
import { useUploads } from '@/components/media/upload';

export function MediaLibrary({ businessId }: { businessId: string }) {
  const [text, setText] = useState('');
  const t = useTranslations('media');
  const tc = useTranslations('common');
  const tg = useTranslations('catalog');
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
    <section aria-label={t('library')} {...handlers} className="relative min-h-[60dvh] space-y-4">
      {over ? (
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center rounded-xl border-2 border-dashed border-brand-600 bg-brand-50/90">
          <p className="text-lg font-semibold text-brand-800">{t('dropOverlay')}</p>
        </div>
      ) : null}

      {empty ? null : (
        <div className="flex flex-wrap items-center gap-3">
          <div role="search" aria-label={t('searchRegion')} className="min-w-0 flex-1 sm:max-w-sm">
            <label htmlFor="media-search" className="sr-only">
              {t('searchLabel')}
            </label>
            <input
              id="media-search"
              type="search"
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder={t('searchPlaceholder')}
              className={controlClass}
              autoComplete="off"
            />
          </div>
          <ChooseFilesButton onFiles={uploads.add} variant="primary">
            {t('uploadImages')}
          </ChooseFilesButton>
          <p className="w-full text-xs text-slate-600">{t('uploadHelp')}</p>
        </div>
      )}

      <UploadList items={uploads.items} onDismiss={uploads.dismiss} />

      {list.isPending ? (
        <Loading label={t('loading')} />
      ) : list.isError ? (
        <EmptyState title={t('loadError')}>
          {list.error.message}{' '}
          <button type="button" className="font-medium text-brand-700 underline underline-offset-4" onClick={() => void list.refetch()}>
            {tc('retry')}
          </button>
        </EmptyState>
      ) : empty ? (
        <div className="space-y-3">
          <DropZone onFiles={uploads.add} label={t('uploadFirst')} />
          <p className="text-center text-sm text-slate-600">
            {t('emptyBody')}
          </p>
        </div>
      ) : images.length === 0 ? (
        <EmptyState title={t('noMatch', { q })}>{t('noMatchHint')}</EmptyState>
      ) : (
        <>
          <p aria-live="polite" className="text-sm text-slate-600">
            {list.isFetching && !list.isFetchingNextPage ? (
              <Spinner className="size-4" label={tg('searching')} />
            ) : (
              t(list.hasNextPage ? 'countMore' : 'count', { count: images.length })
            )}
          </p>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-5" aria-label={t('images')}>
            {images.map((media) => (
              <li key={media.id}>
                <MediaCard media={media} onOpen={() => setOpenId(media.id)} />
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <div className="flex justify-center">
              <Button variant="secondary" pending={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
                {list.isFetchingNextPage ? tg('loadingMore') : tg('loadMore')}
              </Button>
            </div>
          ) : null}
        </>
      )}

      <Dialog open={open !== null} onOpenChange={(next) => !next && setOpenId(null)} title={open?.filename ?? t('image')} wide>
        {open ? <MediaDetails key={open.id} businessId={businessId} media={open} onDeleted={() => setOpenId(null)} /> : null}
      </Dialog>
    </section>
  );
}

function MediaCard({ media, onOpen }: { media: Media; onOpen: () => void }) {
  const t = useTranslations('media');
  return (
    <div className="h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <button
        type="button"
        onClick={onOpen}
        className="block aspect-square w-full bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600"
        aria-label={t('open', { name: media.filename })}
      >
        <img src={thumbnailUrl(media.url)} alt={media.alt} loading="lazy" className="size-full object-cover" width={320} height={320} />
      </button>
      <MediaCaption media={media} className="space-y-1 px-3 py-2" />
    </div>
  );
}

function MediaDetails({ businessId, media, onDeleted }: { businessId: string; media: Media; onDeleted: () => void }) {
  const notify = useToast();
  const t = useTranslations('media');
  const f = useFormat();
  const formatBytes = useFormatBytes();
  const remove = useDeleteMedia(businessId);
  const [confirming, setConfirming] = useState(false);
  const [inUse, setInUse] = useState<{ message: string; places: string[] } | null>(null);
  const [copied, setCopied] = useState(false);

  function confirmDelete() {
    remove.mutate(media.id, {
      onSuccess: () => {
        setConfirming(false);
        notify(t('deleted', { name: media.filename }));
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
      notify(t('copyRefused'), 'error');
    }
  }

  return (
    <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
      <div className="space-y-2">
        <img src={thumbnailUrl(media.url, 640)} alt={media.alt} className="max-h-72 w-full rounded-lg bg-slate-100 object-contain" />
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">{t('size')}</dt>
          <dd className="text-slate-900">{t('pixels', { width: media.width, height: media.height, size: formatBytes(media.byteSize) })}</dd>
          <dt className="text-slate-600">{t('type')}</dt>
          <dd className="text-slate-900">{media.mimeType}</dd>
          <dt className="text-slate-600">{t('uploaded')}</dt>
          <dd className="text-slate-900">{f.dateTime(media.createdAt)}</dd>
        </dl>
      </div>
      <div className="space-y-4">
        <NeedsAltBadge media={media} />
        <AltTextEditor businessId={businessId} media={media} />
        <div>
          <label htmlFor={`url-${media.id}`} className="mb-1 block text-sm font-medium text-slate-800">
            {t('address')}
          </label>
          <div className="flex gap-2">
            <input id={`url-${media.id}`} readOnly value={media.url} className={`${controlClass} min-w-0 flex-1`} onFocus={(event) => event.target.select()} />
            <Button variant="secondary" onClick={() => void copy()}>
              {copied ? t('copied') : t('copyUrl')}
            </Button>
          </div>
        </div>
        {inUse ? (
          <div role="alert" ref={(node) => node?.scrollIntoView({ block: 'nearest' })} className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            {inUse.places.length > 0 ? (
              <>
                <p className="font-medium">{t('stillUsed')}</p>
                <ul className="mt-1 list-disc pl-5" aria-label={t('inUseBy')}>
                  {inUse.places.map((place) => (
                    <li key={place}>{place}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="font-medium">{inUse.message}</p>
            )}
            <p className="mt-1">{t('replaceFirst')}</p>
          </div>
        ) : null}
        <div className="border-t border-slate-200 pt-4">
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('deleteImage')}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('deleteTitle', { name: media.filename })}
        description={t('deleteDescription')}
        confirmLabel={t('deleteImage')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
