/** @type {import('next').NextConfig} */
const nextConfig = {
  // Loaded from node_modules at run time, never bundled. drizzle-orm: bundled, it was copied into several
  // chunks (the schema's and the driver's), and with two copies of its classes every `is(column, Column)` in
  // its row mapping missed `instanceof` and walked the prototype chain — a third of a 20-product list's CPU.
  // The embedded PostgreSQL server's binaries are found on disk (lib/db/embedded.ts), never imported.
  serverExternalPackages: ['pg', 'ioredis', '@node-rs/argon2', 'pdfkit', 'drizzle-orm', 'nodemailer', 'qrcode'],
  poweredByHeader: false,
  experimental: {
    // A request that passes through proxy.ts (the API on a dotted host, every storefront request) reaches its
    // route with only this much of its body (Next's default: 10 MB). An image upload may be 15 MiB plus its
    // multipart envelope (64 KiB); one byte more lets the upload's own capped read answer 413 beyond it
    // (lib/api/multipart.ts).
    proxyClientMaxBodySize: 15 * 1024 * 1024 + 64 * 1024 + 1,
  },
  reactStrictMode: true,
  // Several builds side by side (parallel work, benchmarks) each take their own output directory.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  async rewrites() {
    return {
      // A storefront host's request, which proxy.ts marks with the site's slug (STOREFRONT_SITE_HEADER in
      // lib/hosts.ts; the front door removes it from what clients send), goes to the storefront
      // route. Rules run after the proxy and, unlike its rewrites, always stay inside the server.
      beforeFiles: [
        {
          source: '/:path*',
          has: [{ type: 'header', key: 'x-vitrine-site', value: '(?<site>[a-z0-9-]+)' }],
          destination: '/_sites/:site/:path*',
        },
      ],
    };
  },
};

export default nextConfig;
