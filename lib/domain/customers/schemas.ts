// Shapes of a customer: what a business may write about a person, and what it reads back.
import { z } from 'zod';
import { updatedSinceFilter } from '../shared/input';
import { peppolIdSchema, peppolIdView } from '../shared/peppol-id';
import { isCountryCode, normaliseEmail, normalisePhone } from './identity';

export const emailSchema = z
  .string()
  .trim()
  .max(254)
  .transform(normaliseEmail)
  .pipe(z.email({ error: 'must be a valid email address' }))
  .describe('Email address; trimmed and stored in lower case. Matched case-insensitively');

export const phoneSchema = z
  .string()
  .max(40)
  .transform((value, ctx) => {
    const e164 = normalisePhone(value);
    if (e164) return e164;
    ctx.issues.push({ code: 'custom', input: value, message: 'must be a valid phone number (national Belgian or +country code)' });
    return z.NEVER;
  })
  .describe('Phone number, national Belgian (0470 12 34 56) or international (+32 470 12 34 56); stored in E.164');

const text = (max: number, description: string) => z.string().trim().min(1, 'required').max(max, `at most ${max} characters`).describe(description);

export const addressSchema = z
  .strictObject({
    line1: text(200, 'Street and number'),
    line2: text(200, 'Second address line').nullable().optional(),
    postalCode: text(20, 'Postal code'),
    city: text(100, 'City'),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isCountryCode, 'must be an ISO 3166-1 alpha-2 country code, e.g. BE')
      .describe('ISO 3166-1 alpha-2 country code'),
  })
  .meta({ id: 'CustomerAddress' });

const customerFields = {
  firstName: text(100, 'First name').nullable(),
  lastName: text(100, 'Last name').nullable(),
  email: emailSchema.nullable(),
  phone: phoneSchema.nullable(),
  company: text(200, 'Company name').nullable(),
  vatNumber: text(30, 'VAT number of the company').nullable(),
  peppolId: peppolIdSchema
    .nullable()
    .describe("Where e-invoices to this customer go (Peppol); null: the enterprise number of a Belgian VAT number (scheme 0208)"),
  address: addressSchema.nullable(),
  notes: z.string().max(10_000).nullable().describe("The business's private notes about the customer"),
  marketingConsent: z.boolean().describe('Whether the customer agreed to receive marketing from this business'),
};

const hasEmailOrPhone = (body: { email?: string | null; phone?: string | null }) => Boolean(body.email || body.phone);
const emailOrPhoneIssue = { message: 'at least one of email or phone is required', path: ['email'] };

export const createCustomerBody = z
  .strictObject({
    firstName: customerFields.firstName.optional(),
    lastName: customerFields.lastName.optional(),
    email: customerFields.email.optional(),
    phone: customerFields.phone.optional(),
    company: customerFields.company.optional(),
    vatNumber: customerFields.vatNumber.optional(),
    peppolId: customerFields.peppolId.optional(),
    address: customerFields.address.optional(),
    notes: customerFields.notes.optional(),
    marketingConsent: customerFields.marketingConsent.default(false),
  })
  .refine(hasEmailOrPhone, emailOrPhoneIssue)
  .meta({ id: 'CreateCustomerBody' });
export type CreateCustomerBody = z.infer<typeof createCustomerBody>;

/** null clears a field; email and phone may not both end up empty (checked against the stored record). */
export const updateCustomerBody = z
  .strictObject(customerFields)
  .partial()
  .refine((body) => Object.keys(body).length > 0, 'at least one field to change')
  .meta({ id: 'UpdateCustomerBody' });
export type UpdateCustomerBody = z.infer<typeof updateCustomerBody>;

export const listCustomersFilters = {
  email: emailSchema.optional().describe('Exact email (case-insensitive)'),
  phone: phoneSchema.optional().describe('Exact phone number, in any format that normalises to the same E.164 number'),
  q: z.string().trim().min(1).max(200).optional().describe('Search in names, company, email and phone'),
  updatedSince: updatedSinceFilter(),
};

export const customerSchema = z
  .object({
    id: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    email: z.string().nullable().describe('Lower case'),
    phone: z.string().nullable().describe('E.164'),
    company: z.string().nullable(),
    vatNumber: z.string().nullable(),
    peppolId: peppolIdView.nullable().describe('As given; null: derived from a Belgian VAT number when an e-invoice is made'),
    address: z
      .object({
        line1: z.string(),
        line2: z.string().nullable(),
        postalCode: z.string(),
        city: z.string(),
        country: z.string(),
      })
      .nullable(),
    notes: z.string().nullable(),
    marketingConsent: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Customer' });
export type CustomerView = z.infer<typeof customerSchema>;

export const createdCustomerSchema = customerSchema
  .extend({
    isExisting: z
      .boolean()
      .describe('true when a person with this email or phone was already known (to any business) and was linked, not duplicated'),
  })
  .meta({ id: 'CreatedCustomer' });

export const customerTransactionSchema = z
  .object({
    id: z.string(),
    occurredAt: z.iso.datetime(),
    channel: z.enum(['pos', 'online']),
    kind: z.enum(['sale', 'refund']),
    totalAmount: z.number().describe('Incl. VAT; negative for a refund'),
  })
  .meta({ id: 'CustomerTransaction' });

export const customerDetailSchema = customerSchema
  .extend({
    visits: z.int().describe("Number of sales to this customer at this business (till and online)"),
    lastVisit: z.iso.datetime().nullable().describe('Time of the latest sale, or null'),
    totalSpent: z.number().describe('Sales minus refunds, incl. VAT, in `currency`'),
    currency: z.string(),
    recentTransactions: z.array(customerTransactionSchema).describe('The latest 10 sales and refunds, newest first'),
  })
  .meta({ id: 'CustomerDetail' });
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
