'use client';
// Uploads to the media library with per-file progress (XMLHttpRequest: fetch reports no upload progress), the
// server's refusals kept word for word, and the library's lists refreshed when a file lands.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { type Media, mediaKeys } from '@/lib/dashboard/client/media';
import { businessPath, DashboardApiError } from '@/lib/dashboard/client/request';

/** The server's limit (lib/domain/media): checked here too so a 50 MB photo is not sent only to be refused. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
export const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/gif';

// Worded as the server words it (lib/domain/media/process.ts), which this module cannot import (sharp).
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;

/** POSTs one file as multipart `file` (+ `alt`); resolves with the stored Media or rejects with a DashboardApiError. */
export function uploadWithProgress(businessId: string, file: File, onProgress: (fraction: number) => void): Promise<Media> {
  if (file.size > MAX_UPLOAD_BYTES) {
    return Promise.reject(new DashboardApiError(413, 'payload_too_large', `Images can be at most ${megabytes(MAX_UPLOAD_BYTES)}; this one is ${megabytes(file.size)}`));
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
      reject(new DashboardApiError(request.status, error.code ?? 'error', error.message ?? `Upload failed (${request.status})`, error.details ?? []));
    };
    request.onerror = () => reject(new DashboardApiError(0, 'network_error', 'The upload was interrupted: check the connection and try again.'));
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
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextKey = useRef(1);
  const update = (key: number, patch: Partial<UploadItem>) => setItems((current) => current.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const add = useCallback(
    (files: File[]) => {
      for (const file of files) {
        const key = nextKey.current++;
        setItems((current) => [...current, { key, name: file.name || 'Pasted image', size: file.size, progress: 0, status: 'uploading' }]);
        uploadWithProgress(businessId, file, (progress) => update(key, { progress })).then(
          (media) => {
            // A finished upload leaves the list: the image is in the library now.
            setItems((current) => current.filter((item) => item.key !== key));
            void queryClient.invalidateQueries({ queryKey: mediaKeys.all(businessId) });
            onUploaded?.(media);
          },
          (error: unknown) => update(key, { status: 'failed', error: error instanceof Error ? error.message : 'The upload failed.' }),
        );
      }
    },
    [businessId, onUploaded, queryClient],
  );
  const dismiss = useCallback((key: number) => setItems((current) => current.filter((item) => item.key !== key)), []);
  return { items, add, dismiss, busy: items.some((item) => item.status === 'uploading') };
}
