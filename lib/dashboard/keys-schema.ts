// What the API keys page and its routes share (client-safe: zod and the scope catalogue, no database).
import { z } from 'zod';
import type { ApiKeyView, KeyMode } from '../domain/keys/api-keys';
import { ALL_SCOPES, type Plan, SCOPES, type Scope, hasEntitlement, scopesOffered } from '../domain/keys/scopes';

export const createKeyBody = z
  .object({
    name: z.string().trim().min(1, 'Name the key after the integration that will use it').max(80, 'At most 80 characters'),
    mode: z.enum(['live', 'test'], { error: 'Choose live or test' }),
    scopes: z
      .array(z.enum(ALL_SCOPES as [Scope, ...Scope[]], { error: 'Unknown scope' }))
      .min(1, 'Choose at least one scope')
      .max(ALL_SCOPES.length),
  })
  .strict();
export type CreateKeyBody = z.infer<typeof createKeyBody>;

export const keyIdParams = z.object({ keyId: z.string().min(1).max(64) }).strict();

export type { ApiKeyView, KeyMode };

export type ScopeOption = { scope: Scope; grants: string; access: 'read' | 'write'; requiresShop: boolean };

/** The scopes a business's plan may grant, with what each grants, for the create form. */
export type ScopeCatalogue = {
  plan: Plan;
  /** Whether site and shop scopes are offered (the Shop entitlement). */
  hasShop: boolean;
  read: ScopeOption[];
  write: ScopeOption[];
};

export function scopeCatalogue(plan: Plan): ScopeCatalogue {
  const options = scopesOffered(plan).map(
    (scope): ScopeOption => ({ scope, grants: SCOPES[scope].grants, access: scope.endsWith(':write') ? 'write' : 'read', requiresShop: SCOPES[scope].requiresShop }),
  );
  return {
    plan,
    hasShop: hasEntitlement(plan, 'shop'),
    read: options.filter((option) => option.access === 'read'),
    write: options.filter((option) => option.access === 'write'),
  };
}

/** The businesses whose keys the dashboard shows for a live business: itself and its sandbox twin (test keys). */
export const keyOwnerIds = (business: { id: string; sandboxId: string | null }) =>
  business.sandboxId ? [business.id, business.sandboxId] : [business.id];

export type CreatedKey = { key: string; apiKey: ApiKeyView };

export const ROTATE_AFTER_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/** An active key created more than 90 days ago should be replaced (README: Merchant dashboard and page builder). */
export function needsRotation(key: Pick<ApiKeyView, 'createdAt' | 'revokedAt'>, now = Date.now()): boolean {
  return key.revokedAt === null && now - Date.parse(key.createdAt) > ROTATE_AFTER_DAYS * DAY_MS;
}
