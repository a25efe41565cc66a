// Any other path under /api (/api itself, /api/v1, /api/v2/…, /api/nothing): a JSON 404, never an HTML page.
import { unknownRoute } from '@/lib/api/route';

export { unknownRoute as GET, unknownRoute as POST, unknownRoute as PUT, unknownRoute as PATCH, unknownRoute as DELETE };
