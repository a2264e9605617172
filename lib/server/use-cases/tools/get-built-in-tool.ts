import "server-only";
import { AppError } from "@/lib/contracts/api-error";
import { builtInCatalog } from "@/lib/tools/registry/built-in-tools";
import { findByModelName } from "@/lib/runtime/catalog/catalog-lookup";
import { toToolInfo, type ToolInfo } from "@/lib/runtime/catalog/tool-info";
import { implementedTools } from "@/lib/tools/registry/implemented-tools";

/**
 * CONTRACT.md: GET /v1/tools/built-in/:name → ToolInfo; an unknown name → 404 `tool_unknown`. The name the
 * model calls (`workspace__read_file`) finds its tool too.
 */
export function getBuiltInTool(name: string): ToolInfo {
  const definition = builtInCatalog.get(name) ?? findByModelName(builtInCatalog, name);
  if (definition === undefined) throw new AppError("tool_unknown", `No built-in tool is named ${name}.`, { tool: name });
  return toToolInfo(definition, implementedTools.has(definition.name));
}
