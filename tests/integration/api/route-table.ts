// Every /v1 route handler, found on disk with its methods, so a new route is covered by the tests that
// walk them all (the fuzz test, the organisation matrix) without editing them.
import { readdirSync } from "node:fs";
import path from "node:path";

export const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const APP = path.resolve(__dirname, "../../../app");

export type Handler = (request: Request, context: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;
export type Segment = { kind: "fixed"; text: string } | { kind: "param"; name: string } | { kind: "catch-all"; name: string };
/** `refuses`: the method is one the route refuses (405, or the catch-all's 404). */
export type Endpoint = { template: string; segments: Segment[]; method: string; handler: Handler; refuses: boolean };

function routeFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

function segmentsOf(file: string): Segment[] {
  return path
    .relative(APP, path.dirname(file))
    .split(path.sep)
    .map((text): Segment => {
      const catchAll = /^\[\[?\.\.\.(.+?)\]\]?$/.exec(text);
      if (catchAll) return { kind: "catch-all", name: catchAll[1]! };
      const param = /^\[(.+)\]$/.exec(text);
      return param ? { kind: "param", name: param[1]! } : { kind: "fixed", text };
    });
}

export async function endpoints(): Promise<Endpoint[]> {
  const found: Endpoint[] = [];
  for (const file of routeFiles(path.join(APP, "v1")).sort()) {
    const exported = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
    const segments = segmentsOf(file);
    const template = "/" + segments.map((segment) => (segment.kind === "fixed" ? segment.text : `:${segment.name}`)).join("/");
    const handlers = METHODS.map((method) => exported[method]);
    for (const [index, method] of METHODS.entries()) {
      const handler = handlers[index];
      if (typeof handler !== "function") continue;
      // refuseOtherMethods() and the catch-all export one function for several methods.
      const refuses = handlers.filter((other) => other === handler).length > 1;
      found.push({ template, segments, method, handler: handler as Handler, refuses });
    }
  }
  return found;
}
