// GET /api/v1/public/loyalty/program — the programme; PATCH — change the named settings (or start one).
import { getLoyaltyProgramRoute, updateLoyaltyProgramRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { getLoyaltyProgramOrThrow, updateLoyaltyProgram } from '@/lib/domain/loyalty/program';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(getLoyaltyProgramRoute, ({ db, businessId }) => getLoyaltyProgramOrThrow(db, businessId)),
  PATCH: publicRoute(updateLoyaltyProgramRoute, ({ db, businessId, body }) => updateLoyaltyProgram(db, businessId, body)),
});
