import type { AgentOfferPreview } from "@/lib/contracts/agent-bodies";
import type { JsonSchema, TaskDetail, TaskPin, ToolInfo } from "./api-types";
import { argumentsFromSchema } from "./arguments-from-schema";

// Issue 12, item 9: "Try one tool" lists what a direct run of the agent (with the chosen task) is offered —
// built-in, native, the run's own and connector tools alike, by the loop's own rules (GET /v1/agents/:id/
// offer) — and starts a tool's arguments from its schema with the task's pinned values filled in.

export type TryableTool = {
  name: string;
  modelName: string;
  family: string;
  /** The reference entry (built-in or native), or undefined for a connector's tool. */
  info: ToolInfo | undefined;
  pins: TaskPin[];
};

/** The offered tools by family, in the offer's order, each with its reference entry and the task's pins. */
export function tryableByFamily(offer: AgentOfferPreview, infos: readonly ToolInfo[], task: TaskDetail | undefined): [string, TryableTool[]][] {
  const byName = new Map(infos.map((info) => [info.name, info]));
  const families = new Map<string, TryableTool[]>();
  for (const tool of offer.tools) {
    if (!tool.offered) continue;
    const pins = task?.declarations.find((declaration) => declaration.tool === tool.name)?.pins ?? [];
    const entry = { name: tool.name, modelName: tool.modelName, family: tool.family, info: byName.get(tool.name), pins };
    families.set(tool.family, [...(families.get(tool.family) ?? []), entry]);
  }
  return [...families.entries()];
}

function isListField(schema: JsonSchema | undefined): boolean {
  const type = schema?.type;
  return type === "array" || (Array.isArray(type) && type.includes("array"));
}

/** The schema's required fields, then each pinned field set to its first allowed value (a list for a list field). */
export function initialArguments(tool: TryableTool): Record<string, unknown> {
  const schema = tool.info?.inputSchema;
  const values: Record<string, unknown> = schema ? argumentsFromSchema(schema) : {};
  for (const pin of tool.pins) {
    const first = pin.values[0];
    if (first === undefined) continue;
    values[pin.field] = isListField(schema?.properties?.[pin.field]) ? [first] : first;
  }
  return values;
}

/** "to: a@x.org or b@x.org (fatal)". */
export function describePin(pin: TaskPin): string {
  return `${pin.field}: ${pin.values.join(" or ")}${pin.fatal ? " (a call outside it fails the run)" : ""}`;
}
