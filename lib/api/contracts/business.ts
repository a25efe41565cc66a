// Contracts of the business routes.
import { z } from 'zod';
import { defineRoute } from '../route';
import { listOf, pagingQuery } from '../paging';

const address = z
  .object({
    line1: z.string(),
    line2: z.string().nullable().optional(),
    postalCode: z.string(),
    city: z.string(),
    country: z.string().describe('ISO 3166-1 alpha-2'),
  })
  .meta({ id: 'Address' });

export const businessProfile = z
  .object({
    id: z.string(),
    name: z.string(),
    legalName: z.string().nullable(),
    slug: z.string(),
    mode: z.enum(['live', 'test']).describe('`test`: the sandbox twin, reached with `key_test_` keys'),
    address: address.nullable(),
    vatNumber: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    currency: z.string(),
    timezone: z.string(),
    vatRates: z.array(z.number()).describe('VAT rates (percent) this business may use'),
    plan: z.enum(['basic', 'shop']),
    entitlements: z.array(z.enum(['shop'])),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Business' });

const location = z
  .object({
    id: z.string(),
    name: z.string(),
    address: address.nullable(),
    phone: z.string().nullable(),
    openingHours: z
      .record(z.string(), z.array(z.tuple([z.string(), z.string()])))
      .describe('Per weekday (mon…sun): list of [open, close] times, HH:MM'),
    isPrimary: z.boolean(),
  })
  .meta({ id: 'Location' });

export const getMe = defineRoute({
  method: 'GET',
  path: '/public/me',
  scope: 'business:read',
  tag: 'Business',
  summary: 'The business of the API key',
  description: 'Name, address, VAT number, currency, timezone, plan and entitlements. Never billing or payout data.',
  example: {},
  status: 200,
  response: businessProfile,
});

export const listLocationsRoute = defineRoute({
  method: 'GET',
  path: '/public/locations',
  scope: 'business:read',
  tag: 'Business',
  summary: 'List locations (branches)',
  query: z.strictObject({ ...pagingQuery }),
  example: { query: { limit: 2 } },
  status: 200,
  response: listOf(location, 'LocationList'),
});
