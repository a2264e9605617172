// What the model reads of an answered call (ONE-PRODUCT "One result pipeline"): the stamped string itself
// when it is small, its structured preview when it is large — the trailer stays visible either way.
// Seed "tool rules", Previews: not previewed are errors, action acknowledgements, control flow and
// catalogue results; their refs stay readable.

import type { ToolDefinition } from "../catalog/tool-definition";
import { buildPreview } from "./build-preview";

export type ModelViewInput = {
  definition: Pick<ToolDefinition, "access" | "preview">;
  outcome: "ok" | "tool_error";
  /** The stamped string and the same before its trailer. */
  stamped: { text: string; body: string };
  ref: string;
  /** Previews can be switched off per agent: the model then reads the stamped string, up to the byte cap. */
  previewsOn: boolean;
  budget: number;
};

export function mayPreview(definition: ModelViewInput["definition"]): boolean {
  if (definition.preview === false) return false;
  // A write tool's answer is an acknowledgement of what it did, not material to page through.
  return definition.access === "read" || definition.preview === true;
}

export function modelView(input: ModelViewInput): { text: string; previewed: boolean } {
  const { stamped } = input;
  if (!input.previewsOn || input.outcome !== "ok" || !mayPreview(input.definition)) return { text: stamped.text, previewed: false };
  const preview = buildPreview(stamped.body, input.ref, input.budget);
  if (preview === null) return { text: stamped.text, previewed: false };
  const trailer = stamped.text.slice(stamped.body.length);
  return { text: `${preview.text}${trailer}`, previewed: true };
}
