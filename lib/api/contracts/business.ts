// Contracts of the business routes.
import { z } from 'zod';
import { createLocationBody, invoiceLanguageSchema, updateBusinessBody, updateLocationBody } from '../../domain/businesses/schemas';
import { EXAMPLE } from '../examples';
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
    vatNumber: z.string().nullable().describe('EU VAT number with its country prefix (BE0123456749)'),
    enterpriseNumber: z.string().nullable().describe('Belgian enterprise number (KBO/BCE), 0123.456.749'),
    email: z.string().nullable(),
    phone: z.string().nullable().describe('E.164'),
    iban: z.string().nullable().describe('The account the business publishes for transfers, electronic format'),
    bic: z.string().nullable().describe('The BIC of that account'),
    currency: z.string(),
    timezone: z.string(),
    invoiceLanguage: invoiceLanguageSchema,
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
      .describe('Per weekday (mon…sun): up to two [open, close] ranges, HH:MM; a day absent or empty is closed'),
    isPrimary: z.boolean(),
  })
  .meta({ id: 'Location' });

export const getMe = defineRoute({
  method: 'GET',
  path: '/public/me',
  scope: 'business:read',
  tag: 'Business',
  summary: 'The business of the API key',
  description:
    'Name, legal name, address, VAT and enterprise numbers, contact details, the IBAN and BIC published for transfers, ' +
    'currency, timezone, invoice language, plan and entitlements. Never billing or payout data.',
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

export const updateMeRoute = defineRoute({
  method: 'PATCH',
  path: '/public/me',
  scope: 'business:write',
  tag: 'Business',
  summary: 'Change the business details',
  description:
    'Changes only the fields named; null clears one. VAT numbers follow their EU country pattern, Belgian ones (and enterprise ' +
    'numbers) pass the mod-97 check; an IBAN passes its ISO 13616 check digits. Spaces and dots are ignored. When a Belgian ' +
    'VAT number is set and the enterprise number is empty, the enterprise number is derived from it; the two must agree. ' +
    '`invoiceLanguage` (fr, nl, en) is the language new invoices and credit notes take; documents already created keep theirs.',
  body: updateBusinessBody,
  example: { body: { legalName: 'Maison Lemaire SRL', iban: 'BE20 0682 1234 5656', bic: 'GKCCBEBB', phone: '02 640 12 34' } },
  status: 200,
  response: businessProfile,
});

const locationIdParam = z.strictObject({ id: z.string().min(1).max(64).describe('Location id') });

export const createLocationRoute = defineRoute({
  method: 'POST',
  path: '/public/locations',
  scope: 'business:write',
  tag: 'Business',
  summary: 'Add a location',
  description: 'Added after the others. `isPrimary: true` makes it the primary location (the previous one loses the mark, in the same transaction).',
  body: createLocationBody,
  example: {
    body: {
      name: 'Châtelain',
      address: { line1: 'Rue du Page 12', postalCode: '1050', city: 'Ixelles', country: 'BE' },
      phone: '02 538 00 00',
      openingHours: { tue: [['07:30', '18:30']], sat: [['08:00', '12:30'], ['14:00', '18:00']] },
    },
  },
  status: 201,
  response: location,
});

export const getLocationRoute = defineRoute({
  method: 'GET',
  path: '/public/locations/{id}',
  scope: 'business:read',
  tag: 'Business',
  summary: 'One location',
  params: locationIdParam,
  example: { params: { id: EXAMPLE.location } },
  status: 200,
  response: location,
  errors: ['not_found'],
});

export const updateLocationRoute = defineRoute({
  method: 'PATCH',
  path: '/public/locations/{id}',
  scope: 'business:write',
  tag: 'Business',
  summary: 'Change a location',
  description: 'Changes only the fields named. `isPrimary: true` moves the primary mark here; `false` on the primary location is a 409 (there is always exactly one).',
  params: locationIdParam,
  body: updateLocationBody,
  example: { params: { id: EXAMPLE.freshLocation }, body: { phone: '02 538 11 11', openingHours: { sun: [['08:00', '13:00']] } } },
  status: 200,
  response: location,
  errors: ['not_found', 'conflict'],
});

export const deleteLocationRoute = defineRoute({
  method: 'DELETE',
  path: '/public/locations/{id}',
  scope: 'business:write',
  tag: 'Business',
  summary: 'Delete a location',
  description:
    '409 `conflict` for the only location, for a location that orders, sales or register sessions refer to, and for one that ' +
    'still holds stock; stock levels of zero are deleted with it. Deleting the primary location makes the next one primary.',
  params: locationIdParam,
  example: { params: { id: EXAMPLE.freshLocation } },
  status: 204,
  errors: ['not_found', 'conflict'],
});
