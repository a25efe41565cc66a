// GET /api/v1/openapi.json — the OpenAPI 3.1 document (no key needed).
import { config } from '@/lib/config';
import { openApiDocument } from '@/lib/api/openapi';

export function GET() {
  return Response.json(openApiDocument(`${config.appOrigin}/api/v1`), {
    headers: { 'Cache-Control': 'public, max-age=300' },
  });
}
