// GET /api/dashboard/businesses/:businessId/loyalty/program — the programme (null: none yet); PUT — create or
// replace it (stamps per card, the stamp reward, points per euro and points rewards).
import { dashboardRoute } from '@/lib/dashboard/route';
import { configureLoyaltyProgram, getLoyaltyProgram } from '@/lib/domain/loyalty/program';
import { configureLoyaltyProgramInput } from '@/lib/domain/loyalty/schemas';

export const dynamic = 'force-dynamic';

export const GET = dashboardRoute({}, async ({ db, business }) => ({ program: await getLoyaltyProgram(db, business.id) }));

export const PUT = dashboardRoute({ body: configureLoyaltyProgramInput }, async ({ db, business, body }) => {
  const { cardsCreated } = await configureLoyaltyProgram(db, business.id, body);
  return { program: await getLoyaltyProgram(db, business.id), cardsCreated };
});
