// GET: what applying the theme to the draft would create and skip (nothing written); POST: apply it to the draft.
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { applyThemeToDraft, planThemeForDraft } from '@/lib/domain/site/draft';

const params = z.object({ themeKey: z.string().min(1).max(64) });

export const GET = dashboardRoute({ entitlement: 'shop', params }, ({ db, business, params }) => planThemeForDraft(db, business.id, params.themeKey));
export const POST = dashboardRoute({ entitlement: 'shop', params, status: 200 }, ({ db, business, params }) =>
  applyThemeToDraft(db, business.id, params.themeKey),
);
