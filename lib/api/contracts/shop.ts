// Contracts of the online shop routes.
import { shopSchema, upsertShopBody } from '../../domain/shop/schemas';
import { defineRoute } from '../route';

export const getShopRoute = defineRoute({
  method: 'GET',
  path: '/public/shop',
  scope: 'shop:read',
  entitlement: 'shop',
  tag: 'Shop',
  summary: 'The online shop settings',
  description: '404 until the first PATCH /public/shop creates the shop.',
  example: {},
  status: 200,
  response: shopSchema,
  errors: ['not_found'],
});

export const upsertShopRoute = defineRoute({
  method: 'PATCH',
  path: '/public/shop',
  scope: 'shop:write',
  entitlement: 'shop',
  tag: 'Shop',
  summary: 'Create or update the online shop (upsert)',
  description:
    'The first call creates the shop (name defaults to the business name, status DRAFT, currency EUR, linked to the ' +
    "business's site); later calls change the given fields. Answers 200 in both cases. status ACTIVE publishes the shop " +
    '(403 `email_not_verified` while no owner of the business has verified their e-mail address). ' +
    "siteId must be this business's site (else 404).",
  body: upsertShopBody,
  example: { body: { name: 'Maison Lemaire', currency: 'EUR', offersShipping: true, shippingFlatRate: 5.9, status: 'ACTIVE' } },
  status: 200,
  response: shopSchema,
  errors: ['not_found', 'email_not_verified'],
});
