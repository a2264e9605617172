import "server-only";
import { nativeTools } from "@/lib/tools/registry/native-tools";
import { toToolInfo, type ToolInfo } from "@/lib/runtime/catalog/tool-info";
import { implementedTools } from "@/lib/tools/registry/implemented-tools";

/** GET /v1/tools/native: the tools beside the built-in reference — bindings, code tools, the run's own. */
export function listNativeTools(): { tools: ToolInfo[] } {
  return { tools: nativeTools.map((definition) => toToolInfo(definition, implementedTools.has(definition.name))) };
}
