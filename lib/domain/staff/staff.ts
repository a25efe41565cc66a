// Staff members of a business. Only id, name and role are ever selected for the public record.
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff } from '../../db/schema';
import { DomainError } from '../shared/errors';
import { newId } from '../shared/ids';
import { type Page, type PageRequest, toPage } from '../shared/paging';
import { createStaffMemberInput, type CreateStaffMemberInput, type StaffMember } from './schemas';

const publicColumns = { id: staff.id, name: staff.name, role: staff.role };

/** Adds a staff member (dashboard, demo); returns the public record. */
export async function createStaffMember(db: Db, businessId: string, input: CreateStaffMemberInput): Promise<StaffMember> {
  const result = createStaffMemberInput.safeParse(input);
  if (!result.success) {
    const details = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw new DomainError('validation_failed', `Invalid staff member: ${details[0]?.path}: ${details[0]?.message}`, { details });
  }
  const { name, role, email, phone } = result.data;
  const [row] = await db
    .insert(staff)
    .values({ id: newId('staff'), businessId, name, role, email: email ?? null, phone: phone ?? null })
    .returning(publicColumns);
  return row!;
}

/** Staff of a business in creation order: id, name and role only. */
export async function listStaff(db: Db, businessId: string, page: PageRequest): Promise<Page<StaffMember>> {
  const conditions = [eq(staff.businessId, businessId)];
  if (page.after) conditions.push(gt(staff.id, page.after));
  const rows = await db
    .select(publicColumns)
    .from(staff)
    .where(and(...conditions))
    .orderBy(asc(staff.id))
    .limit(page.limit + 1);
  return toPage(rows, page.limit);
}
