// The /v1 route files on disk and the methods each really answers, read from their source: a method a file
// exports as `route(...)` is an operation; those of `refuseOtherMethods` (405) are not, nor is the catch-all
// (404 for any unknown path).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const V1 = path.resolve(__dirname, "../../../app/v1");

function routeFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

/** `app/v1/agents/[id]/route.ts` → `/v1/agents/{id}`. */
function openApiPathOf(file: string): string {
  const segments = path.relative(V1, path.dirname(file)).split(path.sep).filter((segment) => segment !== "");
  return "/v1" + segments.map((segment) => `/${segment.replace(/^\[(\w+)\]$/, "{$1}")}`).join("");
}

/** Every `method path` a route file answers with a handler of its own, as `get /v1/agents/{id}`. */
export function routeOperations(): string[] {
  return routeFiles(V1)
    .filter((file) => !file.includes("[[..."))
    .flatMap((file) => {
      const source = readFileSync(file, "utf8");
      const methods = [...source.matchAll(/^export const (GET|POST|PUT|PATCH|DELETE) = /gm)].map((match) => match[1]!.toLowerCase());
      return methods.map((method) => `${method} ${openApiPathOf(file)}`);
    })
    .sort();
}
