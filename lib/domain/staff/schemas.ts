// Shapes of staff records. The public record is id, name and role only: email and phone never leave the domain.
import { z } from 'zod';

export const STAFF_ROLES = ['owner', 'manager', 'cashier', 'baker'] as const;

export const createStaffMemberInput = z.strictObject({
  name: z.string().trim().min(1).max(200),
  role: z.enum(STAFF_ROLES),
  email: z.email().max(254).optional(),
  phone: z.string().trim().min(3).max(40).optional(),
});
export type CreateStaffMemberInput = z.input<typeof createStaffMemberInput>;

export const staffMemberSchema = z
  .object({ id: z.string(), name: z.string(), role: z.enum(STAFF_ROLES) })
  .meta({ id: 'StaffMember' });
export type StaffMember = z.infer<typeof staffMemberSchema>;
