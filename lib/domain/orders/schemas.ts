// The checkout form's fields: who orders, how they get it (pickup at a location, or delivery to an address).
import { z } from 'zod';
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
    address: z.unknown().optional(),
  })
  .transform((input, ctx) => {
    if (input.fulfilment === 'pickup') {
      if (!input.locationId) ctx.addIssue({ code: 'custom', path: ['locationId'], message: 'choose a pickup location' });
      return { ...input, locationId: input.locationId ?? null, address: null };
    }
    const address = addressSchema.safeParse(input.address ?? {});
    if (!address.success) {
      for (const issue of address.error.issues) ctx.addIssue({ code: 'custom', path: ['address', ...issue.path.map(String)], message: issue.message });
      return z.NEVER;
    }
    return { ...input, locationId: null, address: address.data };
  });
export type CheckoutInput = z.input<typeof checkoutInput>;
export type CheckoutData = z.output<typeof checkoutInput>;
