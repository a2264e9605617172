import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

// `npm start` builds only when the production build is missing or older than its sources, so a
// second start is quick. scripts/e2e.ts asks the same question before the journeys.

const BUILD_INPUTS = [
  "app",
  "components",
  "lib",
  "public",
  "proxy.ts",
  "middleware.ts",
  "instrumentation.ts",
  "next.config.mjs",
  "postcss.config.mjs",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];
// Written by `prisma generate` for the schema-drift test; the app never imports it.
const NOT_BUILD_INPUTS = new Set(["lib/generated/dmmf"]);

function newestChange(root: string, relative: string): number {
  if (NOT_BUILD_INPUTS.has(relative)) return 0;
  const entry = path.join(root, relative);
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce((newest, name) => Math.max(newest, newestChange(root, path.join(relative, name))), stats.mtimeMs);
}

export function buildIsCurrent(root: string): boolean {
  const stamp = path.join(root, ".next", "BUILD_ID");
  if (!existsSync(stamp)) return false;
  const built = statSync(stamp).mtimeMs;
  return BUILD_INPUTS.every((input) => newestChange(root, input) <= built);
}
