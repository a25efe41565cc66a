// POST: the canvas HTML and CSS of a CODE page's unsaved HTML, as the storefront will serve it (in the site's
// shell or as the whole page).
import { dashboardRoute } from '@/lib/dashboard/route';
import { codePreviewBody } from '@/lib/domain/site/schemas';
import { renderCodePreview } from '@/storefront/builder-preview';

// Rendering writes nothing: answered 200 (not 201), with no transaction.
export const POST = dashboardRoute({ entitlement: 'shop', body: codePreviewBody, status: 200, readOnly: true }, ({ body }) =>
  renderCodePreview(body.html, body.layout),
);
