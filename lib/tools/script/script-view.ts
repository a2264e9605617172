// How a stored script reads in a tool's answer.

import { modelNameOf } from "@/lib/runtime/catalog/tool-definition";
import { scriptToolName } from "./script-tool-definition";

export type StoredScript = { name: string; description: string; source: string; parameters: unknown; updatedAt: Date };

/** The model's name of the script's own tool; only a script with parameters has one. */
export function ownToolOf(script: Pick<StoredScript, "name" | "parameters">): string | null {
  return script.parameters === null || script.parameters === undefined ? null : modelNameOf(scriptToolName(script.name));
}

export function scriptSummary(script: StoredScript) {
  return { name: script.name, description: script.description, tool: ownToolOf(script), savedAt: script.updatedAt.toISOString() };
}

export function scriptView(script: StoredScript) {
  return { ...scriptSummary(script), parameters: script.parameters ?? null, source: script.source };
}
