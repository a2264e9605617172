// The model names offered at the call's turn (ToolContext.offeredTools), when the runtime knows them. A
// call made outside a model turn (the playground) has none: "unknown", never "nothing is offered".

import type { ToolContext } from "@/lib/runtime/ports";

export type OfferedNames = { known: true; names: ReadonlySet<string> } | { known: false };

export function offeredNamesOf(context: ToolContext): OfferedNames {
  return context.offeredTools === undefined ? { known: false } : { known: true, names: new Set(context.offeredTools) };
}

/** Whether a model name is offered; null when the offer is unknown. */
export function isOffered(offered: OfferedNames, modelName: string): boolean | null {
  return offered.known ? offered.names.has(modelName) : null;
}
