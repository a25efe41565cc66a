/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships ~15 MB of wasm: keep it external so it is never copied into public static assets.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'ioredis', '@node-rs/argon2', 'pdfkit'],
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
