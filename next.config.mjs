/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships ~15 MB of wasm: keep it external so it is never copied into public static assets.
  // drizzle-orm too: bundled, it was copied into several chunks (the schema's and the driver's), and with two
  // copies of its classes every `is(column, Column)` in its row mapping missed `instanceof` and walked the
  // prototype chain — a third of a 20-product list's CPU. Loaded from node_modules, there is one copy.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'ioredis', '@node-rs/argon2', 'pdfkit', 'drizzle-orm'],
  poweredByHeader: false,
  reactStrictMode: true,
  // Several builds side by side (parallel work, benchmarks) each take their own output directory.
  distDir: process.env.NEXT_DIST_DIR || '.next',
};

export default nextConfig;
