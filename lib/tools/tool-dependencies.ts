// What built-in handlers need from the world, given once when the registry is built.

import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { Catalog } from "@/lib/runtime/ports";

export type ToolDependencies = {
  db: PrismaClient;
  catalog: Catalog;
  now(): Date;
};
