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
import { EXAMPLE } from '../examples';
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
  example: { query: { limit: 2 } },
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
  example: { params: { id: EXAMPLE.customer } },
  status: 200,
  response: customerDetailSchema,
  errors: ['not_found'],
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
  example: {
    body: { firstName: 'Camille', lastName: 'Peeters', email: 'camille.peeters@example.be', phone: '0470 12 34 56', marketingConsent: true },
  },
  status: 201,
  response: createdCustomerSchema,
  alsoStatus: { status: 200, description: 'The person already is a customer of this business: that customer, with `isExisting: true`' },
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
  example: { params: { id: EXAMPLE.customer }, body: { company: 'Peeters & Fils', vatNumber: 'BE0456789123' } },
  status: 200,
  response: customerSchema,
  errors: ['not_found'],
});
