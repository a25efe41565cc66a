// Businesses and their sandbox twins (README: Operator CLI), locations, and the public profile.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { type Address, type OpeningHours, businesses, locations, sites } from '../../db/schema';
import { DomainError, invalid, notFound } from '../shared/errors';
import { newId } from '../shared/ids';
import { type Plan, entitlementsOf } from '../keys/scopes';
import { type UpdateBusinessBody, enterpriseNumberOfVat } from './schemas';

export type BusinessRow = typeof businesses.$inferSelect;

/** Belgian VAT rates, in basis points. Configuration for new businesses, not a rule in code. */
export const DEFAULT_VAT_RATES_BP = [0, 600, 1200, 2100];

export const slugSchema = z
  .string()
  .min(2)
  .max(48)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lowercase letters, digits and single dashes, not at the ends');

export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/g, '');
}

export type CreateBusinessInput = {
  name: string;
  slug?: string;
  plan?: Plan;
  legalName?: string;
  address?: Address;
  vatNumber?: string;
  iban?: string;
  email?: string;
  phone?: string;
  /** Locations to create; by default one, named after the business. */
  locations?: { name: string; address?: Address; phone?: string; openingHours?: OpeningHours }[];
};

/** Creates a live business and its sandbox twin (same profile and locations, its own ids and site), in one transaction. */
export async function createBusiness(db: Db, input: CreateBusinessInput) {
  const name = input.name.trim();
  if (!name) throw new DomainError('validation_failed', 'A business needs a name');
  const slug = slugSchema.safeParse(input.slug ?? slugify(name));
  if (!slug.success) {
    throw new DomainError('validation_failed', `Invalid slug "${input.slug ?? slugify(name)}": ${slug.error.issues[0]?.message}`);
  }
  const plan = input.plan ?? 'shop';
  const locationInputs = input.locations?.length ? input.locations : [{ name, address: input.address, phone: input.phone }];

  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(eq(businesses.slug, slug.data))
      .limit(1);
    if (taken) throw new DomainError('conflict', `The slug "${slug.data}" is already taken`, { existingId: taken.id });

    const profile = {
      name,
      legalName: input.legalName ?? null,
      plan,
      address: input.address ?? null,
      vatNumber: input.vatNumber ?? null,
      iban: input.iban ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
      vatRatesBp: DEFAULT_VAT_RATES_BP,
    };
    const liveId = newId('business');
    const sandboxId = newId('business');
    await tx.insert(businesses).values([
      { ...profile, id: liveId, slug: slug.data, mode: 'live' },
      { ...profile, id: sandboxId, slug: `${slug.data}--test`, mode: 'test', sandboxOf: liveId },
    ]);
    // Every business has its (unpublished) website from the start; the twin's is served at <slug>--test.
    await tx.insert(sites).values([
      { id: newId('site'), businessId: liveId, slug: slug.data },
      { id: newId('site'), businessId: sandboxId, slug: `${slug.data}--test` },
    ]);
    for (const businessId of [liveId, sandboxId]) {
      await tx.insert(locations).values(
        locationInputs.map((location, index) => ({
          id: newId('location'),
          businessId,
          name: location.name,
          address: location.address ?? null,
          phone: location.phone ?? null,
          openingHours: location.openingHours ?? {},
          isPrimary: index === 0,
          position: index,
        })),
      );
    }
    return { id: liveId, slug: slug.data, plan, sandboxId };
  });
}

/** A live business by id (a sandbox id is refused: operators address businesses by their live id). */
export async function getLiveBusinessOrThrow(db: Db, businessId: string): Promise<BusinessRow> {
  const [row] = await db
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, businessId), isNull(businesses.sandboxOf)))
    .limit(1);
  if (!row) throw notFound(`Business ${businessId}`);
  return row;
}

export async function sandboxOf(db: Db, liveId: string): Promise<BusinessRow> {
  const [row] = await db.select().from(businesses).where(eq(businesses.sandboxOf, liveId)).limit(1);
  if (!row) throw notFound(`Sandbox of business ${liveId}`);
  return row;
}

export async function findBusinessBySlug(db: Db, slug: string): Promise<BusinessRow | null> {
  const [row] = await db.select().from(businesses).where(eq(businesses.slug, slug)).limit(1);
  return row ?? null;
}

/** Changes the plan of a business and its twin. */
export async function setBusinessPlan(db: Db, liveId: string, plan: Plan) {
  await getLiveBusinessOrThrow(db, liveId);
  await db.transaction(async (tx) => {
    await tx.update(businesses).set({ plan }).where(eq(businesses.id, liveId));
    await tx.update(businesses).set({ plan }).where(eq(businesses.sandboxOf, liveId));
  });
  return { id: liveId, plan };
}

/**
 * The public profile (GET /public/me): the IBAN and BIC are the account the merchant publishes for transfers;
 * never subscription, billing, payout or payment-processor data.
 */
export async function getBusinessProfile(db: Db, businessId: string) {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
  if (!row) throw notFound('Business');
  return {
    id: row.id,
    name: row.name,
    legalName: row.legalName,
    slug: row.slug,
    mode: row.mode,
    address: row.address,
    vatNumber: row.vatNumber,
    enterpriseNumber: row.enterpriseNumber,
    email: row.email,
    phone: row.phone,
    iban: row.iban,
    bic: row.bic,
    currency: row.currency,
    timezone: row.timezone,
    invoiceLanguage: row.invoiceLanguage,
    vatRates: row.vatRatesBp.map((bp) => bp / 100),
    plan: row.plan,
    entitlements: entitlementsOf(row.plan),
    createdAt: row.createdAt.toISOString(),
  };
}

export type BusinessProfile = Awaited<ReturnType<typeof getBusinessProfile>>;

/** Changes the named details of a business (only those); an empty enterprise number is derived from a Belgian VAT number. */
export async function updateBusinessDetails(db: Db, businessId: string, body: UpdateBusinessBody): Promise<BusinessProfile> {
  const [current] = await db
    .select({ vatNumber: businesses.vatNumber, enterpriseNumber: businesses.enterpriseNumber })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .for('update');
  if (!current) throw notFound('Business');
  const changes: Partial<typeof businesses.$inferInsert> = {};
  for (const [key, value] of Object.entries(body) as [keyof UpdateBusinessBody, unknown][]) {
    if (value !== undefined) Object.assign(changes, { [key]: value });
  }
  const vatNumber = body.vatNumber !== undefined ? body.vatNumber : current.vatNumber;
  const enterpriseNumber = body.enterpriseNumber !== undefined ? body.enterpriseNumber : current.enterpriseNumber;
  const fromVat = vatNumber ? enterpriseNumberOfVat(vatNumber) : null;
  if (fromVat && !enterpriseNumber) changes.enterpriseNumber = fromVat;
  else if (fromVat && enterpriseNumber !== fromVat && (body.vatNumber !== undefined || body.enterpriseNumber !== undefined)) {
    const field = body.enterpriseNumber !== undefined ? 'enterpriseNumber' : 'vatNumber';
    throw invalid(field, `the enterprise number ${enterpriseNumber} does not match the VAT number ${vatNumber}`);
  }
  if (Object.keys(changes).length > 0) await db.update(businesses).set(changes).where(eq(businesses.id, businessId));
  return getBusinessProfile(db, businessId);
}

export type LocationView = {
  id: string;
  name: string;
  address: Address | null;
  phone: string | null;
  openingHours: OpeningHours;
  isPrimary: boolean;
};

/** The business's locations in display order: the primary one first, then by position. */
export async function listLocations(db: Db, businessId: string): Promise<LocationView[]> {
  const rows = await db
    .select()
    .from(locations)
    .where(eq(locations.businessId, businessId))
    .orderBy(sql`${locations.isPrimary} desc`, asc(locations.position), asc(locations.id));
  return rows.map(locationView);
}

/** A location row as the API, the dashboard and the storefront read it. */
export function locationView(row: typeof locations.$inferSelect): LocationView {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    phone: row.phone,
    openingHours: row.openingHours,
    isPrimary: row.isPrimary,
  };
}
