'use client';
// The one image picker of the dashboard: a field showing the chosen image with "Choose…", and its dialog with
// three tabs: Library (search, pick, write the alt text right there), Upload (drop, choose or paste a file; it
// lands in the library and is offered to use) and From URL (an http(s) address of an image hosted elsewhere).
// The stored value stays a URL either way: library images have theirs on the business's storefront host.
import { Tabs } from 'radix-ui';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { controlClass, FieldMessages, TextField } from '@/components/ui/field';
import { Loading } from '@/components/ui/spinner';
import { useDebounced } from '@/components/ui/use-debounced';
import { type Media, useMediaList } from '@/lib/dashboard/client/media';
import { DropZone, UploadList, usePastedFiles } from './file-drop';
import { AltTextEditor, MediaCaption, thumbnailUrl } from './media-bits';
import { useUploads } from './upload';

/** The default rule for a typed address: http(s) only (callers with a schema pass their own). */
export function isHttpUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    // not a URL at all
    return false;
  }
}

type Tab = 'library' | 'upload' | 'url';
// The tabs in order; their names are media.tab.<tab>.
const TABS: Tab[] = ['library', 'upload', 'url'];

export function ImagePickerDialog({
  businessId,
  open,
  onOpenChange,
  onPick,
  title,
  validateUrl,
}: {
  businessId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the chosen image's URL; the dialog closes after. */
  onPick: (url: string) => void;
  title?: ReactNode;
  /** A message when a typed URL is refused (default: http(s) only). */
  validateUrl?: (url: string) => string | undefined;
}) {
  const t = useTranslations('media');
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title ?? t('chooseImage')} wide>
      {open ? (
        <PickerBody
          businessId={businessId}
          validateUrl={validateUrl ?? ((url) => (isHttpUrl(url) ? undefined : t('notHttp')))}
          onPick={(url) => {
            onPick(url);
            onOpenChange(false);
          }}
        />
      ) : null}
    </Dialog>
  );
}

const tabClass =
  'rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm';

function PickerBody({ businessId, onPick, validateUrl }: { businessId: string; onPick: (url: string) => void; validateUrl: (url: string) => string | undefined }) {
  const [tab, setTab] = useState<Tab>('library');
  const [uploaded, setUploaded] = useState<Media | null>(null);
  const uploads = useUploads(businessId, setUploaded);
  const t = useTranslations('media');
  // A pasted image is uploaded wherever the dialog is, and offered on the Upload tab.
  usePastedFiles((files) => {
    setTab('upload');
    uploads.add(files.slice(0, 1));
  });

  return (
    <Tabs.Root value={tab} onValueChange={(value) => setTab(value as Tab)}>
      <Tabs.List aria-label={t('source')} className="mb-4 inline-flex gap-1 rounded-lg bg-slate-100 p-1">
        {TABS.map((value) => (
          <Tabs.Trigger key={value} value={value} className={tabClass}>
            {t(`tab.${value}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="library" className="focus-visible:outline-none">
        <LibraryTab businessId={businessId} onPick={onPick} />
      </Tabs.Content>
      <Tabs.Content value="upload" className="space-y-4 focus-visible:outline-none">
        {uploaded ? (
          <Chosen businessId={businessId} media={uploaded} onChange={setUploaded} onPick={onPick} onClear={() => setUploaded(null)} clearLabel={t('uploadAnother')} />
        ) : (
          <DropZone single onFiles={(files) => uploads.add(files.slice(0, 1))} label={t('uploadAnImage')} />
        )}
        <UploadList items={uploads.items} onDismiss={uploads.dismiss} />
      </Tabs.Content>
      <Tabs.Content value="url" className="focus-visible:outline-none">
        <UrlTab onPick={onPick} validateUrl={validateUrl} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function LibraryTab({ businessId, onPick }: { businessId: string; onPick: (url: string) => void }) {
  const [text, setText] = useState('');
  const t = useTranslations('media');
  const tg = useTranslations('catalog');
  const q = useDebounced(text.trim(), 300);
  const list = useMediaList(businessId, q);
  const images = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [edited, setEdited] = useState<Media | null>(null);
  const listed = images.find((media) => media.id === selectedId) ?? null;
  const selected = edited?.id === selectedId && edited && listed && edited.updatedAt >= listed.updatedAt ? edited : listed;

  return (
    <div className="space-y-3">
      <div>
        <label htmlFor="picker-search" className="sr-only">
          {t('searchLabel')}
        </label>
        <input id="picker-search" type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder={t('searchPlaceholder')} className={controlClass} autoComplete="off" />
      </div>
      {list.isPending ? (
        <Loading label={t('loading')} />
      ) : list.isError ? (
        <p role="alert" className="text-sm font-medium text-red-800">
          {list.error.message}
        </p>
      ) : images.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          {q ? t('noMatchDot', { q }) : t('libraryEmpty')}
        </p>
      ) : (
        <>
          <ul className="grid max-h-[40dvh] grid-cols-3 gap-2 overflow-y-auto p-0.5 sm:grid-cols-4 md:grid-cols-5" aria-label={t('libraryImages')}>
            {images.map((media) => (
              <li key={media.id}>
                <button
                  type="button"
                  aria-pressed={media.id === selectedId}
                  aria-label={media.alt ? media.filename : t('needsAltSuffix', { name: media.filename })}
                  onClick={() => setSelectedId(media.id)}
                  onDoubleClick={() => onPick(media.url)}
                  className={`relative block aspect-square w-full overflow-hidden rounded-lg bg-slate-100 ring-offset-2 focus-visible:outline-2 focus-visible:outline-brand-600 ${
                    media.id === selectedId ? 'ring-2 ring-brand-600' : 'ring-1 ring-slate-200'
                  }`}
                >
                  <img src={thumbnailUrl(media.url)} alt="" loading="lazy" className="size-full object-cover" />
                  {media.alt ? null : (
                    <span aria-hidden="true" className="absolute bottom-1 left-1 rounded bg-amber-100 px-1 text-[10px] font-semibold text-amber-900">
                      {t('noAlt')}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
          {list.hasNextPage ? (
            <Button variant="ghost" size="sm" pending={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
              {tg('loadMore')}
            </Button>
          ) : null}
        </>
      )}
      {selected ? <Chosen businessId={businessId} media={selected} onChange={setEdited} onPick={onPick} /> : null}
    </div>
  );
}

/** The image about to be used: what it is, its alt text (editable here) and the button that uses it. */
function Chosen({
  businessId,
  media,
  onChange,
  onPick,
  onClear,
  clearLabel,
}: {
  businessId: string;
  media: Media;
  onChange: (media: Media) => void;
  onPick: (url: string) => void;
  onClear?: () => void;
  clearLabel?: string;
}) {
  const t = useTranslations('media');
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-slate-200 p-3 sm:flex-row">
      <img src={thumbnailUrl(media.url)} alt={media.alt} className="h-28 w-full shrink-0 rounded-md bg-slate-100 object-contain sm:w-36" />
      <div className="min-w-0 flex-1 space-y-2">
        <MediaCaption media={media} className="space-y-1" />
        <AltTextEditor key={media.id} businessId={businessId} media={media} onSaved={onChange} />
        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-3">
          <Button onClick={() => onPick(media.url)}>{t('useImage')}</Button>
          {onClear ? (
            <Button variant="ghost" onClick={onClear}>
              {clearLabel}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

function UrlTab({ onPick, validateUrl }: { onPick: (url: string) => void; validateUrl: (url: string) => string | undefined }) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | undefined>();
  const t = useTranslations('media');
  function use() {
    const candidate = url.trim();
    const problem = candidate ? validateUrl(candidate) : t('enterUrl');
    if (problem) return setError(problem);
    onPick(candidate);
  }
  return (
    <form
      noValidate
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        // The dialog is portaled, but React bubbles its submit to the form the picker sits in (product, site).
        event.stopPropagation();
        use();
      }}
    >
      <TextField
        label={t('imageUrl')}
        type="url"
        inputMode="url"
        // i18n-ignore: the start of an address, the same in every language
        placeholder="https://…"
        value={url}
        autoComplete="off"
        spellCheck={false}
        onChange={(event) => {
          setUrl(event.target.value);
          setError(undefined);
        }}
        error={error}
        hint={t('urlHint')}
      />
      <Button type="submit">{t('useImage')}</Button>
    </form>
  );
}

/**
 * A form field holding one image URL: its thumbnail, "Choose…" (the picker dialog) and "Remove" (when optional).
 * Without a business (outside the dashboard's routes) it falls back to a plain URL field.
 */
export function ImagePickerField({
  businessId,
  label,
  value,
  onChange,
  hint,
  error,
  required = false,
  emptyText,
  validateUrl,
  fit = 'cover',
}: {
  businessId: string | null;
  label: string;
  value: string;
  /** The chosen URL, or '' when removed. */
  onChange: (url: string) => void;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  emptyText?: string;
  validateUrl?: (url: string) => string | undefined;
  /** contain: logos and icons are shown whole. */
  fit?: 'cover' | 'contain';
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const t = useTranslations('media');
  const tc = useTranslations('common');
  if (!businessId) {
    return (
      <div className="space-y-2">
        {/* i18n-ignore: the placeholder is the start of an address, the same in every language */}
        <TextField label={label} type="url" inputMode="url" placeholder="https://…" value={value} onChange={(event) => onChange(event.target.value)} hint={hint} error={error} required={required} />
        {value ? <FieldPreview key={value} src={value} label={label} fit={fit} /> : null}
      </div>
    );
  }
  return (
    // min-w-0: a fieldset is at least as wide as its content by default, and a long URL would push it out.
    <fieldset className="min-w-0" aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">
        {label}
        {required ? <span className="sr-only">{t('requiredSuffix')}</span> : null}
      </legend>
      <div className={`flex items-center gap-3 rounded-lg border p-2 ${error ? 'border-red-400' : 'border-slate-200'}`}>
        <FieldPreview src={value} label={label} fit={fit} />
        <div className="min-w-0 flex-1">
          {value ? (
            <p className="truncate text-xs text-slate-600" title={value}>
              {value}
            </p>
          ) : (
            <p className="text-sm text-slate-600">{emptyText ?? t('noImage')}</p>
          )}
          <div className="mt-1 flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
              {value ? t('change') : t('choose')}
            </Button>
            {value && !required ? (
              <Button variant="ghost" size="sm" onClick={() => onChange('')}>
                {tc('remove')}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
      <FieldMessages id={id} hint={hint} error={error} />
      <ImagePickerDialog businessId={businessId} open={open} onOpenChange={setOpen} onPick={onChange} title={t('chooseThe', { label: label.toLowerCase() })} validateUrl={validateUrl} />
    </fieldset>
  );
}

/** The chosen image, small; a note instead when its address does not load. */
export function FieldPreview({ src, label, fit = 'cover' }: { src: string; label: string; fit?: 'cover' | 'contain' }) {
  const [failed, setFailed] = useState<string | null>(null);
  const t = useTranslations('media');
  const box = 'flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-md bg-slate-100 ring-1 ring-inset ring-slate-200';
  if (!src || !/^https?:\/\/\S+$/i.test(src)) {
    return <span className={`${box} text-center text-[10px] leading-tight text-slate-600`}>{src ? t('notUrl') : t('noImage')}</span>;
  }
  if (failed === src) return <span className={`${box} text-center text-[10px] leading-tight text-amber-800`}>{t('cannotLoad')}</span>;
  // Any host the merchant uses: a plain <img> (no server-side fetching of foreign URLs), no referrer sent.
  return <img src={thumbnailUrl(src)} alt={t('previewOf', { label: label.toLowerCase() })} referrerPolicy="no-referrer" onError={() => setFailed(src)} className={`${box} ${fit === 'contain' ? 'object-contain p-1' : 'object-cover'}`} />;
}
