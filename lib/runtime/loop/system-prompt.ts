// Issue 12, item 9: a run may carry a system prompt of its own, in its model spec (`model.system`, see
// lib/contracts/model-spec.ts). The core reads the spec as unknown: this takes the prompt out of it.

/** The run's own system prompt, or null when its spec has none (or an empty one). */
export function systemPromptOf(model: unknown): string | null {
  if (typeof model !== "object" || model === null || Array.isArray(model)) return null;
  const system = (model as Record<string, unknown>).system;
  return typeof system === "string" && system.trim() !== "" ? system : null;
}
