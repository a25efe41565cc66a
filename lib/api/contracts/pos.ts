// Contracts of the till routes: transactions and register sessions (scope transactions:read).
import { z } from 'zod';
import { listSessionsFilters, listTransactionsFilters, sessionSchema, transactionSchema } from '../../domain/pos/schemas';
import { listOf, pagingQuery } from '../paging';
import { EXAMPLE } from '../examples';
import { defineRoute } from '../route';

export const listTransactionsRoute = defineRoute({
  method: 'GET',
  path: '/public/transactions',
  scope: 'transactions:read',
  tag: 'Transactions',
  summary: 'List transactions',
  description:
    'Sales and refunds, newest first (by occurredAt, then id), each with its lines and payments. Refunds carry negative ' +
    'quantities and amounts. `from` / `to` take an ISO date-time or a date (a Europe/Brussels day: `from` = its start, ' +
    '`to` = its end, inclusive); a date-time `to` is exclusive. A locationId, sessionId or customerId that is not one ' +
    'of the business answers 404.',
  query: z.strictObject({ ...pagingQuery, ...listTransactionsFilters }),
  example: { query: { limit: 2, from: '2026-11-20', channel: 'pos' } },
  status: 200,
  response: listOf(transactionSchema, 'TransactionList'),
  errors: ['not_found'],
});

export const listSessionsRoute = defineRoute({
  method: 'GET',
  path: '/public/sessions',
  scope: 'transactions:read',
  tag: 'Transactions',
  summary: 'List register sessions',
  description:
    'Till sessions, newest first (by openedAt, then id): opening float, counted cash, expected cash (float + cash ' +
    'payments), the difference, totals per payment method and the number of transactions. `from` / `to` filter on ' +
    'openedAt, as on GET /public/transactions. A locationId that is not one of the business answers 404.',
  query: z.strictObject({ ...pagingQuery, ...listSessionsFilters }),
  example: { query: { limit: 2, locationId: EXAMPLE.location } },
  status: 200,
  response: listOf(sessionSchema, 'RegisterSessionList'),
  errors: ['not_found'],
});
