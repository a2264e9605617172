// Issue 10: a vendor tool's name is `<connector>.<tool>` (CONTRACT.md, Connectors), and a connector's name is
// never a built-in namespace (nor `scripts`, whose tools are an agent's own), so a dotted name outside them
// can only be a vendor tool: one handler answers them all, reading which connector from the name.

import { isBuiltInNamespace } from "@/lib/runtime/catalog/catalog-lookup";
import { SCRIPT_TOOL_PREFIX } from "../script/script-tool-definition";

/** The connector a canonical vendor tool name belongs to, or null for any other name. */
export function connectorOfTool(tool: string): string | null {
  const dot = tool.indexOf(".");
  if (dot <= 0 || dot === tool.length - 1) return null;
  if (isBuiltInNamespace(tool) || tool.startsWith(SCRIPT_TOOL_PREFIX)) return null;
  return tool.slice(0, dot);
}
