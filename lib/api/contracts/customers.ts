// Contracts of the customer routes.
import { z } from 'zod';
import {
  createCustomerBody,
  createdCustomerSchema,
  customerDetailSchema,
  customerSchema,
  listCustomersFilters,
  updateCustomerBody,
} from '../../domain/customers/schemas';
import { defineRoute } from '../route';
import { listOf, pagingQuery } from '../paging';

const idParam = z.strictObject({ id: z.string().min(1).max(64).describe('Customer id') });

export const listCustomersRoute = defineRoute({
  method: 'GET',
  path: '/public/customers',
  scope: 'customers:read',
  tag: 'Customers',
  summary: 'List customers',
  description: "In creation order. Only this business's own record of each customer.",
  query: z.strictObject({ ...pagingQuery, ...listCustomersFilters }),
  status: 200,
  response: listOf(customerSchema, 'CustomerList'),
});

export const getCustomerRoute = defineRoute({
  method: 'GET',
  path: '/public/customers/{id}',
  scope: 'customers:read',
  tag: 'Customers',
  summary: 'Get a customer with their visit history',
  description:
    "Visit history counts this business's transactions only: `visits` (sales), `lastVisit`, `totalSpent` " +
    '(sales minus refunds) and the latest 10 transactions.',
  params: idParam,
  status: 200,
  response: customerDetailSchema,
  errors: [404],
});

export const createCustomerRoute = defineRoute({
  method: 'POST',
  path: '/public/customers',
  scope: 'customers:write',
  tag: 'Customers',
  summary: 'Create a customer, or link a known person',
  description:
    'At least one of `email` or `phone` is required. A person is recognised platform-wide by email (trimmed, ' +
    'case-insensitive) or phone (normalised to E.164; numbers without a country code are read as Belgian); ' +
    'when email and phone point at different persons, email wins. A known person is linked, not duplicated, ' +
    'and the response carries `isExisting: true`. Nothing another business recorded about the person is ever ' +
    'returned: the customer holds only what this business wrote.\n\n' +
    '**201** a new customer of this business. **200** the person already is a customer of this business: the ' +
    'same customer is returned, and the request only fills fields that are still empty on it (it never ' +
    'overwrites a stored value, nor `marketingConsent`; use PATCH for that).',
  body: createCustomerBody,
  status: 201,
  response: createdCustomerSchema,
});

export const updateCustomerRoute = defineRoute({
  method: 'PATCH',
  path: '/public/customers/{id}',
  scope: 'customers:write',
  tag: 'Customers',
  summary: 'Update a customer',
  description:
    "Changes this business's record only; `null` clears a field, but email and phone cannot both become empty. " +
    'A changed email or phone is normalised and stored on the record; the customer stays linked to the same person.',
  params: idParam,
  body: updateCustomerBody,
  status: 200,
  response: customerSchema,
  errors: [404],
});
