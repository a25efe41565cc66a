/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships ~15 MB of wasm: keep it external so it is never copied into public static assets.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'ioredis', '@node-rs/argon2', 'pdfkit'],
  poweredByHeader: false,
  reactStrictMode: true,
  // Several builds side by side (parallel work, benchmarks) each take their own output directory.
  distDir: process.env.NEXT_DIST_DIR || '.next',
};

export default nextConfig;
