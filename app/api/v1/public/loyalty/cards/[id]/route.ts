// GET /api/v1/public/loyalty/cards/:id — a card with its latest ledger entries and the programme's rewards.
import { getLoyaltyCardRoute } from '@/lib/api/contracts';
import { publicRoute, resource } from '@/lib/api/route';
import { getLoyaltyCardOrThrow } from '@/lib/domain/loyalty/cards';

export const { GET, POST, PUT, PATCH, DELETE } = resource({
  GET: publicRoute(getLoyaltyCardRoute, ({ db, businessId, params }) => getLoyaltyCardOrThrow(db, businessId, params.id)),
});
