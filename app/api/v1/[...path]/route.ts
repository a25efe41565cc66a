// Any other path under /api/v1: a JSON 404.
import { unknownRoute } from '@/lib/api/route';

export { unknownRoute as GET, unknownRoute as POST, unknownRoute as PUT, unknownRoute as PATCH, unknownRoute as DELETE };
