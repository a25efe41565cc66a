// What the Team and Plan pages and their routes share (client-safe: zod and types, no database).
import { z } from 'zod';
import type { InvitationPreview, InvitationView, SentInvitation } from '../domain/users/invitations';
import { MEMBER_ROLES } from '../domain/users/roles';
import type { TeamMember } from '../domain/users/team';

export type { InvitationPreview, InvitationView, SentInvitation, TeamMember };

const role = z.enum(MEMBER_ROLES, { error: 'Choose owner, manager or staff' });

export const inviteBody = z.object({ email: z.string().trim().min(1, 'Enter an e-mail address').max(254, 'At most 254 characters').pipe(z.email('Enter a valid e-mail address')), role }).strict();
export type InviteBody = z.infer<typeof inviteBody>;

export const changeRoleBody = z.object({ role }).strict();

export const memberParams = z.object({ userId: z.string().min(1).max(64) }).strict();
export const invitationParams = z.object({ invitationId: z.string().min(1).max(64) }).strict();

export const planBody = z.object({ plan: z.enum(['basic', 'shop'], { error: 'Choose basic or shop' }) }).strict();

export const tokenParams = z.object({ token: z.string().min(1).max(64) }).strict();

/** Accepting: nothing when signed in; a name and a password to create the account otherwise. */
export const acceptBody = z
  .object({
    name: z.string().trim().min(1, 'Enter your name').max(100, 'At most 100 characters').optional(),
    password: z.string().max(200, 'At most 200 characters').optional(),
  })
  .strict();
