'use client';
// The three ways a file reaches an upload: dropped on an area, chosen with the system's file picker, pasted
// (Ctrl+V / ⌘V of a copied image or screenshot). And the list of uploads in progress or refused.
import { type DragEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/components/ui/i18n';
import { ACCEPTED_TYPES, type UploadItem } from './upload';

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/** Handlers that make an element a drop target for files, and whether files are over it now. */
export function useFileDrop(onFiles: (files: File[]) => void) {
  const [over, setOver] = useState(false);
  const depth = useRef(0);
  return {
    over,
    handlers: {
      onDragEnter: (event: DragEvent) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setOver(true);
      },
      onDragOver: (event: DragEvent) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      },
      onDragLeave: () => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      },
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        depth.current = 0;
        setOver(false);
        const files = Array.from(event.dataTransfer?.files ?? []);
        if (files.length > 0) onFiles(files);
      },
    },
  };
}

/** Calls `onFiles` with the files of a paste anywhere in the document (text pastes are left alone). */
export function usePastedFiles(onFiles: (files: File[]) => void, enabled = true) {
  const latest = useRef(onFiles);
  latest.current = onFiles;
  useEffect(() => {
    if (!enabled) return;
    const onPaste = (event: ClipboardEvent) => {
      const files = Array.from(event.clipboardData?.files ?? []);
      if (files.length === 0) return;
      event.preventDefault();
      latest.current(files);
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [enabled]);
}

/** A button opening the file picker (images only; several at once unless `single`). */
export function ChooseFilesButton({
  onFiles,
  single = false,
  children,
  variant = 'secondary',
}: {
  onFiles: (files: File[]) => void;
  single?: boolean;
  children?: ReactNode;
  variant?: 'primary' | 'secondary';
}) {
  const input = useRef<HTMLInputElement>(null);
  const t = useTranslations('media');
  return (
    <>
      <Button variant={variant} onClick={() => input.current?.click()}>
        {children ?? t('chooseFiles')}
      </Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_TYPES}
        multiple={!single}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(single ? files.slice(0, 1) : files);
        }}
      />
    </>
  );
}

/** A dashed area to drop files on, with the picker button and what is accepted. */
export function DropZone({ onFiles, single = false, label }: { onFiles: (files: File[]) => void; single?: boolean; label: string }) {
  const { over, handlers } = useFileDrop(onFiles);
  const t = useTranslations('media');
  return (
    <div
      {...handlers}
      role="group"
      aria-label={label}
      className={`flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 py-8 text-center transition ${
        over ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50'
      }`}
    >
      <p className="text-sm font-medium text-slate-900">{over ? t('dropToUpload') : single ? t('dropOne') : t('dropMany')}</p>
      <ChooseFilesButton onFiles={onFiles} single={single} variant="primary">
        {single ? t('chooseFile') : t('chooseFiles')}
      </ChooseFilesButton>
      <p className="text-xs text-slate-600">{t('accepted')}</p>
    </div>
  );
}

/** Uploads in progress (a progress bar each) and refused ones (the server's reason, dismissable). */
export function UploadList({ items, onDismiss }: { items: UploadItem[]; onDismiss: (key: number) => void }) {
  const t = useTranslations('media');
  const f = useFormat();
  if (items.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label={t('uploads')}>
      {items.map((item) => (
        <li
          key={item.key}
          className={`rounded-lg border px-3 py-2 text-sm ${item.status === 'failed' ? 'border-red-200 bg-red-50' : 'border-slate-200 bg-white'}`}
        >
          <div className="flex items-center justify-between gap-3">
            <span className="min-w-0 truncate font-medium text-slate-900" title={item.name}>
              {item.name}
            </span>
            {item.status === 'failed' ? (
              <Button variant="ghost" size="sm" onClick={() => onDismiss(item.key)} aria-label={t('dismissLabel', { name: item.name })}>
                {t('dismiss')}
              </Button>
            ) : (
              <span className="shrink-0 tabular-nums text-slate-600">{f.percent(Math.round(item.progress * 100))}</span>
            )}
          </div>
          {item.status === 'failed' ? (
            <p role="alert" className="mt-1 font-medium text-red-800">
              {item.error}
            </p>
          ) : (
            <progress className="mt-2 h-1.5 w-full accent-brand-700" value={item.progress} max={1} aria-label={t('uploading', { name: item.name })} />
          )}
        </li>
      ))}
    </ul>
  );
}
