'use client';
// Uploads to the media library with per-file progress (XMLHttpRequest: fetch reports no upload progress), the
// server's refusals kept word for word, and the library's lists refreshed when a file lands.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslations } from 'use-intl';
import { useFormat } from '@/components/ui/i18n';
import { type Media, mediaKeys } from '@/lib/dashboard/client/media';
import { businessPath, DashboardApiError } from '@/lib/dashboard/client/request';

/** The server's limit (lib/domain/media): checked here too so a 50 MB photo is not sent only to be refused. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
export const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

/** The words of the refusals made here rather than by the server (in the page's language: useUploads). */
export type UploadWords = {
  /** "Images can be at most 15 MB; this one is 20.3 MB" (worded as the server words it, lib/domain/media/process.ts). */
  tooLarge: (max: number, size: number) => string;
  failed: (status: number) => string;
  interrupted: string;
};

/** POSTs one file as multipart `file` (+ `alt`); resolves with the stored Media or rejects with a DashboardApiError. */
export function uploadWithProgress(businessId: string, file: File, onProgress: (fraction: number) => void, words: UploadWords): Promise<Media> {
  if (file.size > MAX_UPLOAD_BYTES) {
    return Promise.reject(new DashboardApiError(413, 'payload_too_large', words.tooLarge(MAX_UPLOAD_BYTES, file.size)));
  }
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/dashboard${businessPath(businessId)}/media`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const payload = request.response as { error?: { code?: string; message?: string; details?: [] } } | Media | null;
      if (request.status === 201 && payload && 'id' in payload) return resolve(payload);
      const error = (payload && 'error' in payload && payload.error) || {};
      if (request.status === 401 && error.code === 'not_signed_in') window.location.assign(`/sign-in?next=${encodeURIComponent(window.location.pathname)}`);
      reject(new DashboardApiError(request.status, error.code ?? 'error', error.message ?? words.failed(request.status), error.details ?? []));
    };
    request.onerror = () => reject(new DashboardApiError(0, 'network_error', words.interrupted));
    const form = new FormData();
    form.set('file', file);
    request.send(form);
  });
}

export type UploadItem = {
  key: number;
  name: string;
  size: number;
  progress: number;
  status: 'uploading' | 'done' | 'failed';
  error?: string;
  media?: Media;
};

/** The files being uploaded (and those that failed, until dismissed); `add` starts them all at once. */
export function useUploads(businessId: string, onUploaded?: (media: Media) => void) {
  const queryClient = useQueryClient();
  const t = useTranslations('media');
  const f = useFormat();
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextKey = useRef(1);
  const update = (key: number, patch: Partial<UploadItem>) => setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const add = useCallback(
    (files: File[]) => {
      // Megabytes with one decimal, none when whole ("15 MB", "20.3 MB" in the page's language).
      const megabytes = (bytes: number) => {
        const value = Math.round((bytes / 1024 / 1024) * 10) / 10;
        return t('megabytes', { size: f.number(value, Number.isInteger(value) ? 0 : 1) });
      };
      const words: UploadWords = {
        tooLarge: (max, size) => t('tooLarge', { max: megabytes(max), size: megabytes(size) }),
        failed: (status) => t('uploadFailedStatus', { status: String(status) }),
        interrupted: t('interrupted'),
      };
      for (const file of files) {
        const key = nextKey.current++;
        setItems((current) => [...current, { key, name: file.name || t('pastedImage'), size: file.size, progress: 0, status: 'uploading' }]);
        uploadWithProgress(businessId, file, (progress) => update(key, { progress }), words).then(
          (media) => {
            // A finished upload leaves the list: the image is in the library now.
            setItems((current) => current.filter((item) => item.key !== key));
            void queryClient.invalidateQueries({ queryKey: mediaKeys.all(businessId) });
            onUploaded?.(media);
          },
          (error: unknown) => update(key, { status: 'failed', error: error instanceof Error ? error.message : t('uploadFailed') }),
        );
      }
    },
    [businessId, onUploaded, queryClient, t, f],
  );
  const dismiss = useCallback((key: number) => setItems((current) => current.filter((item) => item.key !== key)), []);
  return { items, add, dismiss, busy: items.some((item) => item.status === 'uploading') };
}
