// Issue 17, item 3: the provider and model a run's ModelSpec names (CONTRACT "Runs", ModelSpec), for the
// model request's event (`gen_ai.request.model`). Read defensively: the spec was validated where the run
// was created, and a label is only a label.

export type ModelLabel = { provider: string; model: string };

export function modelLabelOf(spec: unknown): ModelLabel {
  const fields = typeof spec === "object" && spec !== null ? (spec as { provider?: unknown; model?: unknown }) : {};
  const provider = typeof fields.provider === "string" ? fields.provider : "unknown";
  const model = typeof fields.model === "string" ? fields.model : provider;
  return { provider, model };
}
