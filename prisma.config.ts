// Prisma's CLI tries to download a native schema engine even for `generate`; offline it must not.
// `generate`, `validate` and `format` do not need that engine (see STACK.md, "Prisma offline").
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= "/bin/false";

import { defineConfig } from "prisma/config";

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost:5432/placeholder" },
});
