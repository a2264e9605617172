// Issue 10: a server's tool as listed, and the canonical name Tollgate gives it — `<connector>.<tool>`, a
// part a canonical name cannot hold (a tool name is `[A-Za-z0-9_.-]`) cleaned to `_`. Its own module so the
// listing's screen (screen-vendor-tools.ts) and the vendor tools (vendor-tools.ts) share one spelling.

import type { JsonSchema } from "./tool-definition";

/** MCP tool annotations (spec 2025-06-18): hints, never guarantees. */
export type VendorAnnotations = {
  title?: string;
  readOnlyHint?: boolean;
  destructiveHint?: boolean;
  idempotentHint?: boolean;
  openWorldHint?: boolean;
};

/** A tool as the server listed it, by its own name (stored on the login as listed). */
export type VendorListedTool = {
  serverName: string;
  description: string;
  inputSchema: JsonSchema;
  annotations: VendorAnnotations;
};

const UNNAMEABLE = /[^A-Za-z0-9_.-]/g;

export function vendorToolName(connector: string, serverName: string): string {
  return `${connector}.${serverName.replace(UNNAMEABLE, "_")}`;
}
