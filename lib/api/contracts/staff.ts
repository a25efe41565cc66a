// Contract of the staff read: id, name and role only.
import { z } from 'zod';
import { staffMemberSchema } from '../../domain/staff/schemas';
import { defineRoute } from '../route';
import { listOf, pagingQuery } from '../paging';

export const listStaffRoute = defineRoute({
  method: 'GET',
  path: '/public/staff',
  scope: 'staff:read',
  tag: 'Staff',
  summary: 'List staff members',
  description: 'In creation order. Only id, name and role: contact details are never exposed.',
  query: z.strictObject({ ...pagingQuery }),
  example: { query: { limit: 2 } },
  status: 200,
  response: listOf(staffMemberSchema, 'StaffList'),
});
