// POST: the canvas HTML and CSS of unsaved blocks, rendered by the storefront's renderer.
import { z } from 'zod';
import { MAX_BLOCKS } from '@/blocks/types';
import { dashboardRoute } from '@/lib/dashboard/route';
import { blockInput, siteLanguage } from '@/lib/domain/site/schemas';
import { renderPreview } from '@/storefront/builder-preview';

const previewBody = z.strictObject({
  blocks: z.array(blockInput).max(MAX_BLOCKS),
  /** The language the builder edits in: the blocks' texts in it, formatted in its locale (the default's when absent). */
  language: siteLanguage.optional(),
});

// Rendering writes nothing: answered 200 (not 201), with no transaction (it reads the storefront's cached data).
export const POST = dashboardRoute({ entitlement: 'shop', body: previewBody, status: 200, readOnly: true }, ({ db, business, body }) =>
  renderPreview(db, business.id, body.blocks, body.language),
);
