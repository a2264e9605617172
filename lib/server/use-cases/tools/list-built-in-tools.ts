import "server-only";
import type { ToolInfo } from "@/lib/runtime/catalog/tool-info";
import { builtInToolInfos } from "./built-in-tool-infos";

/** CONTRACT.md: GET /v1/tools/built-in → {"tools": [ToolInfo, ...]}. */
export function listBuiltInTools(): { tools: ToolInfo[] } {
  return { tools: builtInToolInfos() };
}
