// The shapes of a person's account that the dashboard's forms share with its routes (client-safe: zod only).
import { z } from 'zod';

export const emailSchema = z.email().max(254);
export const passwordSchema = z.string().min(10, 'at least 10 characters').max(200);

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** Text a person types: trimmed, no control characters (a NUL byte is refused, not stored). */
const personText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((text) => !/[\u0000-\u001f\u007f]/.test(text), 'must not contain control characters');

const businessName = personText(120).pipe(z.string().min(1, 'required'));
const plan = z.enum(['basic', 'shop']);

export const signUpBody = z
  .object({
    email: z.string().max(254).transform(normalizeEmail).pipe(emailSchema),
    password: passwordSchema,
    name: personText(120).optional(),
    businessName,
    plan,
    /** The language the sign-up page was shown in: the dashboard's from then on. */
    locale: z.enum(['fr', 'nl', 'en']).optional(),
  })
  .strict();
export type SignUpBody = z.infer<typeof signUpBody>;

/** A signed-in person's next business ("Create a business" on the account page). */
export const newBusinessBody = z.object({ businessName, plan }).strict();
export type NewBusinessBody = z.infer<typeof newBusinessBody>;

export const updateAccountBody = z.object({ name: personText(120) }).strict();

/** The dashboard's language the person chose (fr, nl, en), or null to follow the browser. */
export const accountLocaleBody = z.object({ locale: z.enum(['fr', 'nl', 'en']).nullable() }).strict();

/** A link's token in a body (its exact shape is checked by the domain, with the one invalid_token answer). */
export const tokenBody = z.object({ token: z.string().max(200) }).strict();
export const resetRequestBody = z.object({ email: z.string().max(254) }).strict();
export const resetConfirmBody = z.object({ token: z.string().max(200), password: passwordSchema }).strict();
export const changePasswordBody = z.object({ currentPassword: z.string().max(200), newPassword: passwordSchema }).strict();
