import { ModelSpecSchema, type ModelSpec } from "@/lib/contracts/model-spec";

/**
 * Issue 9, item 5: a run's spec is parsed once per load, not once per turn (a script of 20 turns with 1 KB
 * arguments is ~70 µs to parse). The loop keeps the loaded spec object for all its turns, and never changes
 * it, so the parse is keyed on that object; a spec that fails to parse is not kept and fails every turn.
 */
const parsedSpecs = new WeakMap<object, ModelSpec>();

export function modelSpecOf(stored: unknown): ModelSpec {
  if (typeof stored !== "object" || stored === null) return ModelSpecSchema.parse(stored);
  let spec = parsedSpecs.get(stored);
  if (!spec) {
    spec = ModelSpecSchema.parse(stored);
    parsedSpecs.set(stored, spec);
  }
  return spec;
}

