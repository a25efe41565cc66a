// The checkout form's fields: who orders, how they get it (pickup at a location on a day, or delivery to an
// address) and how they pay. Which of these the business offers is checked by placeOrder (shop/ordering.ts).
import { z } from 'zod';
import { ORDER_PAYMENT_METHODS } from '../../db/schema/orders';
import { addressSchema, emailSchema, phoneSchema } from '../customers/schemas';

const text = (max: number) => z.string().trim().min(1, 'required').max(max);

export const checkoutInput = z
  .object({
    /** One-time token of the rendered form: the same token never places two orders. */
    checkoutToken: z.string().regex(/^[A-Za-z0-9_-]{16,100}$/),
    firstName: text(100),
    lastName: text(100),
    email: emailSchema,
    phone: phoneSchema,
    fulfilment: z.enum(['pickup', 'delivery']),
    locationId: z.string().trim().max(64).optional(),
    /** The pickup day, YYYY-MM-DD (pickup only). */
    pickupDate: z.string().trim().max(32).optional(),
    /** How the shopper pays; may be left out when only one way applies to the chosen fulfilment. */
    paymentMethod: z.enum(ORDER_PAYMENT_METHODS).optional(),
    address: z.unknown().optional(),
  })
  .transform((input, ctx) => {
    if (input.fulfilment === 'pickup') {
      if (!input.locationId) ctx.addIssue({ code: 'custom', path: ['locationId'], message: 'choose a pickup location' });
      if (!input.pickupDate) ctx.addIssue({ code: 'custom', path: ['pickupDate'], message: 'choose a pickup day' });
      return { ...input, locationId: input.locationId ?? null, pickupDate: input.pickupDate ?? null, address: null };
    }
    const address = addressSchema.safeParse(input.address ?? {});
    if (!address.success) {
      for (const issue of address.error.issues) ctx.addIssue({ code: 'custom', path: ['address', ...issue.path.map(String)], message: issue.message });
      return z.NEVER;
    }
    return { ...input, locationId: null, pickupDate: null, address: address.data };
  });
export type CheckoutInput = z.input<typeof checkoutInput>;
export type CheckoutData = z.output<typeof checkoutInput>;
