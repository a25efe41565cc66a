import { loadScalarBundle } from "../scalar-bundle";

export const dynamic = "force-dynamic";

// GET /docs/scalar — Scalar's API reference script, served from our own origin so /docs works offline.
export async function GET(request: Request): Promise<Response> {
  const { body, hash } = await loadScalarBundle();
  const etag = `"${hash}"`;
  // The page asks for /docs/scalar?v=<hash>: only that exact URL may be cached for good.
  const versioned = new URL(request.url).searchParams.get("v") === hash;
  const headers = {
    "content-type": "text/javascript; charset=utf-8",
    "cache-control": versioned ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
    etag,
    "x-content-type-options": "nosniff",
  };
  if (request.headers.get("if-none-match") === etag) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { headers });
}
