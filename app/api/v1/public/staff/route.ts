// GET /api/v1/public/staff — list staff members (id, name, role only).
import { listStaffRoute } from '@/lib/api/contracts';
import { listBody, pageRequest } from '@/lib/api/paging';
import { publicRoute, resource } from '@/lib/api/route';
import { listStaff } from '@/lib/domain/staff/staff';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(listStaffRoute, async ({ db, businessId, query }) => listBody(await listStaff(db, businessId, pageRequest(query)))),
});
