import "server-only";
import { builtInTools } from "@/lib/tools/registry/built-in-tools";
import { toToolInfo, type ToolInfo } from "@/lib/runtime/catalog/tool-info";
import { implementedTools } from "@/lib/tools/registry/implemented-tools";

/** Every built-in tool as the reference shows it, in the registry's order. */
export function builtInToolInfos(): ToolInfo[] {
  return builtInTools.map((definition) => toToolInfo(definition, implementedTools.has(definition.name)));
}
