import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiPaths } from "@/lib/client/api-paths";

// Issue 17, item 4: the console's one table of API paths names only routes that exist under app/, so a hook
// cannot call a URL no route answers.

const root = path.resolve(__dirname, "../../..");
/** Paths whose last segment is an action: checked below with each action there is. */
const ACTION_PATHS = new Set(["secretRequestResolution", "loginAction"]);

/** The route folder a concrete path reaches: each segment a folder of that name, else the folder's `[param]`. */
function routeFolder(urlPath: string): string | null {
  let folder = path.join(root, "app");
  for (const segment of urlPath.split("?")[0]!.split("/").filter(Boolean)) {
    const literal = path.join(folder, segment);
    if (existsSync(literal)) {
      folder = literal;
      continue;
    }
    const dynamic = readdirSync(folder).find((entry) => entry.startsWith("[") && entry.endsWith("]"));
    if (dynamic === undefined) return null;
    folder = path.join(folder, dynamic);
  }
  return existsSync(path.join(folder, "route.ts")) ? folder : null;
}

describe("apiPaths", () => {
  it.each(Object.entries(apiPaths).filter(([name]) => !ACTION_PATHS.has(name)))("%s names a route under app/", (_name, pathOf) => {
    const sample = (pathOf as (...values: unknown[]) => string)("sample-id", "sample", 0);
    expect(routeFolder(sample)).not.toBeNull();
  });

  it.each([
    apiPaths.secretRequestResolution("r", "fulfil"),
    apiPaths.secretRequestResolution("r", "dismiss"),
    apiPaths.loginAction("l", "list"),
    apiPaths.loginAction("l", "disconnect"),
    apiPaths.loginAction("l", "reconnect"),
  ])("the action path %s names a route under app/", (actionPath) => {
    expect(routeFolder(actionPath)).not.toBeNull();
  });

  it("encodes an id as one path segment", () => {
    expect(apiPaths.agent("a/b c")).toBe("/v1/agents/a%2Fb%20c");
    expect(apiPaths.runMessages("r", null)).toBe("/v1/runs/r/messages");
    expect(apiPaths.runMessages("r", 2)).toBe("/v1/runs/r/messages?turn=2");
  });
});
