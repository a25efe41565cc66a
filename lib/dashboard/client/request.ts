// The dashboard's fetch: JSON to and from /api/dashboard, errors as DashboardApiError with the server's
// field details, and a return to the sign-in page when the session has ended.
import type { z } from 'zod';
import { type FieldIssue, fieldIssues, messagesByPath } from '@/lib/shared/zod-issues';


export class DashboardApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: FieldIssue[] = [],
  ) {
    super(message);
  }

  /** The server's validation messages by field (`body.price` → `price`, `body.images.0.url` → `images.0.url`). */
  fieldErrors(): Record<string, string> {
    return messagesByPath(this.details.map(({ path, message }) => ({ path: path.replace(/^(body|query|path)\.?/, ''), message })));
  }
}

export async function dashboardFetch<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  // A FormData body (an upload) goes as multipart/form-data, its boundary set by the browser.
  const form = init.body instanceof FormData ? init.body : null;
  const response = await fetch(`/api/dashboard${path}`, {
    method: init.method ?? 'GET',
    headers: init.body === undefined || form ? undefined : { 'Content-Type': 'application/json' },
    body: form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    credentials: 'same-origin',
    signal: init.signal,
  });
  if (response.status === 204) return undefined as T;
  const payload = await response.json().catch(() => null);
  if (!response.ok) {
    const error = payload?.error ?? {};
    if (response.status === 401 && error.code === 'not_signed_in' && typeof window !== 'undefined') {
      window.location.assign(`/sign-in?next=${encodeURIComponent(window.location.pathname)}`);
    }
    throw new DashboardApiError(response.status, error.code ?? 'error', error.message ?? `Request failed (${response.status})`, error.details ?? []);
  }
  return payload as T;
}

/** The base path of a business's dashboard API. */
export const businessPath = (businessId: string) => `/businesses/${encodeURIComponent(businessId)}`;

/** A zod error's messages by field, keyed like `fieldErrors()` (for the same schema checked before sending). */
export function issueFields(error: z.ZodError): Record<string, string> {
  return messagesByPath(fieldIssues(error));
}
