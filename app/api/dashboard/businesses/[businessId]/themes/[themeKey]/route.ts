// GET: what applying the theme would create and skip (nothing written); POST: apply it.
import { z } from 'zod';
import { dashboardRoute } from '@/lib/dashboard/route';
import { applyTheme, planTheme } from '@/lib/domain/site/apply-theme';

const params = z.object({ themeKey: z.string().min(1).max(64) });

export const GET = dashboardRoute({ entitlement: 'shop', params }, ({ db, business, params }) => planTheme(db, business.id, params.themeKey));
export const POST = dashboardRoute({ entitlement: 'shop', params, status: 200 }, ({ db, business, params }) => applyTheme(db, business.id, params.themeKey));
