// Contracts of the web shop order routes (README: Orders).
import { z } from 'zod';
import { cancelOrderBody, completeOrderBody, markPaidBody } from '../../domain/orders/lifecycle';
import { listOrdersFilters } from '../../domain/orders/list';
import { orderSchema, orderSummarySchema } from '../../domain/orders/orders';
import { EXAMPLE } from '../examples';
import { listOf, pagingQuery } from '../paging';
import { defineRoute } from '../route';

const idParam = z.strictObject({ id: z.string().min(1).max(64).describe('Order id') });
const tag = 'Orders';
const common = { tag, entitlement: 'shop', params: idParam, status: 200, response: orderSchema, errors: ['not_found', 'conflict'] } as const;
const STATES =
  'Fulfilment: placed → ready (pickup) or shipped (delivery) → completed, or cancelled from placed or ready. ' +
  'Payment: unpaid → paid, refunded when a paid order is cancelled. A transition the state does not allow answers ' +
  '409 conflict naming the state the order is in.';

export const listOrdersRoute = defineRoute({
  method: 'GET',
  path: '/public/orders',
  scope: 'orders:read',
  entitlement: 'shop',
  tag,
  summary: 'List web shop orders',
  description: 'Newest first. Summaries: GET /public/orders/{id} gives the lines and the timeline.',
  query: z.strictObject({ ...pagingQuery, ...listOrdersFilters }),
  example: { query: { limit: 2, status: 'placed', paymentStatus: 'unpaid' } },
  status: 200,
  response: listOf(orderSummarySchema, 'OrderList'),
});

export const getOrderRoute = defineRoute({
  method: 'GET',
  path: '/public/orders/{id}',
  scope: 'orders:read',
  ...common,
  summary: 'Get an order with its lines, customer contact and timeline',
  description: STATES,
  example: { params: { id: EXAMPLE.order } },
  errors: ['not_found'],
});

export const markOrderPaidRoute = defineRoute({
  method: 'POST',
  path: '/public/orders/{id}/mark-paid',
  scope: 'orders:write',
  ...common,
  summary: 'Mark an order paid: records its sale (channel online)',
  description: 'The transfer arrived, or the order was paid at pickup. The sale is recorded now, never at placement.',
  body: markPaidBody,
  example: { params: { id: EXAMPLE.order }, body: { method: 'transfer' } },
});

export const markOrderReadyRoute = defineRoute({
  method: 'POST',
  path: '/public/orders/{id}/mark-ready',
  scope: 'orders:write',
  ...common,
  summary: 'A pickup order is ready to collect (the shopper is told by e-mail)',
  example: { params: { id: EXAMPLE.order } },
});

export const markOrderShippedRoute = defineRoute({
  method: 'POST',
  path: '/public/orders/{id}/mark-shipped',
  scope: 'orders:write',
  ...common,
  summary: 'A delivery order has left (the shopper is told by e-mail)',
  example: { params: { id: EXAMPLE.deliveryOrder } },
});

export const completeOrderRoute = defineRoute({
  method: 'POST',
  path: '/public/orders/{id}/complete',
  scope: 'orders:write',
  ...common,
  summary: 'Complete a ready or shipped order',
  description: 'The order must be paid; for an unpaid one, give the method it was paid with: it is marked paid and completed in one step.',
  body: completeOrderBody,
  example: { params: { id: EXAMPLE.shippedOrder }, body: { method: 'cash' } },
  errors: ['not_found', 'conflict'],
});

export const cancelOrderRoute = defineRoute({
  method: 'POST',
  path: '/public/orders/{id}/cancel',
  scope: 'orders:write',
  ...common,
  summary: 'Cancel a placed or ready order: its stock is returned, a paid order is refunded',
  body: cancelOrderBody,
  example: { params: { id: EXAMPLE.order }, body: { reason: 'Rupture de stock' } },
});
