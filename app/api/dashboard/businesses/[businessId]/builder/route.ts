// GET: everything the page builder starts with (catalogue, themes, pickers, site, a preview grant), in the
// dashboard's language: the user's choice, else the remembered one or the browser's (lib/dashboard/locale.ts).
import type { RouteHandler } from '@/lib/api/core';
import { builderBootstrap } from '@/lib/dashboard/builder';
import { browserLocale } from '@/lib/dashboard/cookie';
import { dashboardRoute } from '@/lib/dashboard/route';

export const dynamic = 'force-dynamic';
export const GET: RouteHandler = (req, context) =>
  dashboardRoute({ entitlement: 'shop' }, ({ db, user, business }) =>
    builderBootstrap(db, business.id, user.locale ?? browserLocale(req.headers.get('cookie'), req.headers.get('accept-language'))),
  )(req, context);
