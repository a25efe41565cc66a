// Schemas the dashboard's forms share with its routes (client-safe: zod only).
import { z } from 'zod';

export const signInBodySchema = z.object({
  email: z.string().trim().min(1, 'Enter your email address').max(254),
  password: z.string().min(1, 'Enter your password').max(200),
});
