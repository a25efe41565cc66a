// The builder's preview of a CODE page's unsaved HTML: rendered on the server as the storefront will serve it
// (POST …/preview/code), then posted into the canvas frame.
import type { z } from 'zod';
import type { codePreviewBody } from '@/lib/domain/site/schemas';
import { businessPath, dashboardFetch } from './request';

export function renderCodePreview(businessId: string, input: z.input<typeof codePreviewBody>, signal?: AbortSignal) {
  return dashboardFetch<{ html: string; css: string }>(`${businessPath(businessId)}/preview/code`, { method: 'POST', body: input, signal });
}
