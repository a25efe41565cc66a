// The Webhooks pages' reads across a business and its sandbox twin: a live business's endpoints and its twin's
// (test) in one list with how each one's last delivery went, and the owner of an endpoint id (another business's
// id is not found). The writes are the domain's (lib/domain/webhooks/endpoints.ts), given the owner's id.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { webhookEndpoints } from '../db/schema';
import { endpointView, listWebhookEndpoints, MAX_ENDPOINTS } from '../domain/webhooks/endpoints';
import { notFound } from '../domain/shared/errors';
import type { WebhookEndpointView } from '../domain/webhooks/schemas';
import type { DashboardEndpoint, DeliveryStatus, EndpointMode } from './webhooks-schema';

type Business = { id: string; sandboxId: string | null };

/** The businesses whose endpoints the page shows: the live one and its sandbox twin. */
const owners = (business: Business) => (business.sandboxId ? [business.id, business.sandboxId] : [business.id]);

/** The id of the business that holds a mode's endpoints (test: the sandbox twin). */
export function modeOwnerId(business: Business, mode: EndpointMode): string {
  if (mode === 'live') return business.id;
  if (!business.sandboxId) throw notFound('Sandbox business');
  return business.sandboxId;
}

type LastDelivery = { endpoint_id: string; status: DeliveryStatus; last_status_code: number | null; at: Date | string };

/** Each endpoint's newest delivery (one index probe per endpoint). */
async function lastDeliveries(db: Db, endpointIds: string[]): Promise<Map<string, DashboardEndpoint['lastDelivery']>> {
  if (endpointIds.length === 0) return new Map();
  const result = await db.execute<LastDelivery>(sql`
    select e.id as endpoint_id, d.status, d.last_status_code, coalesce(d.delivered_at, d.created_at) as at
    from unnest(array[${sql.join(
      endpointIds.map((id) => sql`${id}`),
      sql`, `,
    )}]::text[]) as e(id)
    cross join lateral (
      select status, last_status_code, delivered_at, created_at from webhook_deliveries
      where endpoint_id = e.id order by id desc limit 1
    ) d`);
  const rows = (result as unknown as { rows: LastDelivery[] }).rows;
  return new Map(
    rows.map((row) => [row.endpoint_id, { status: row.status, statusCode: row.last_status_code, at: new Date(row.at).toISOString() }]),
  );
}

async function withFacts(db: Db, business: Business, views: WebhookEndpointView[], ownerOf: Map<string, string>): Promise<DashboardEndpoint[]> {
  const last = await lastDeliveries(db, views.map((view) => view.id));
  return views.map((view) => ({
    ...view,
    mode: ownerOf.get(view.id) === business.id ? 'live' : 'test',
    lastDelivery: last.get(view.id) ?? null,
  }));
}

/** Live endpoints first, then test ones, each oldest first. */
export async function listDashboardEndpoints(db: Db, business: Business): Promise<DashboardEndpoint[]> {
  const views: WebhookEndpointView[] = [];
  const ownerOf = new Map<string, string>();
  for (const ownerId of owners(business)) {
    const page = await listWebhookEndpoints(db, ownerId, { limit: MAX_ENDPOINTS });
    for (const view of page.data) ownerOf.set(view.id, ownerId);
    views.push(...page.data);
  }
  return withFacts(db, business, views, ownerOf);
}

/** An endpoint of the business or its twin, with the id of the business that holds it; any other id is not found. */
export async function findDashboardEndpoint(db: Db, business: Business, endpointId: string): Promise<{ ownerId: string; endpoint: DashboardEndpoint }> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), inArray(webhookEndpoints.businessId, owners(business))))
    .limit(1);
  if (!row) throw notFound('Webhook endpoint');
  const [endpoint] = await withFacts(db, business, [endpointView(row)], new Map([[row.id, row.businessId]]));
  return { ownerId: row.businessId, endpoint: endpoint! };
}

/** The dashboard's view of an endpoint the domain just wrote (mode from its owner). */
export async function dashboardEndpoint<T extends WebhookEndpointView>(db: Db, business: Business, ownerId: string, view: T): Promise<T & DashboardEndpoint> {
  const last = await lastDeliveries(db, [view.id]);
  return { ...view, mode: ownerId === business.id ? 'live' : 'test', lastDelivery: last.get(view.id) ?? null };
}
