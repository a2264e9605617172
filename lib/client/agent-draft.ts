import { BINDING_NAMES } from "@/lib/contracts/agent-bodies";
import type { AgentDetail, BindingName, CreateAgentBody, UpdateAgentBody } from "./api-types";

// An agent as its form holds it, and the bodies of POST /v1/agents and PATCH /v1/agents/:id built from it.

/** A setting that may be left unset: null in the API. */
export type TriState = "unset" | "on" | "off";

export type AgentDraft = {
  name: string;
  /** Seed "tools in a run": browser and coding tools are offered only when the flag is true. */
  browser: boolean;
  coding: boolean;
  /** Seed "tools in a run": script tools and memory_write are offered unless the flag is false. */
  scripting: TriState;
  memory: TriState;
  /** As typed; empty leaves the API's default (or, when editing, the agent's current value). */
  toolCallBudget: string;
  maxIterations: string;
  previews: boolean;
  /** The agent's own binding settings; unset falls back to the organisation's default. */
  bindings: Record<BindingName, TriState>;
};

export { BINDING_NAMES };

export function triStateOf(value: boolean | null | undefined): TriState {
  if (value === true) return "on";
  if (value === false) return "off";
  return "unset";
}

export function valueOfTriState(state: TriState): boolean | null {
  return state === "unset" ? null : state === "on";
}

function unsetBindings(): Record<BindingName, TriState> {
  return Object.fromEntries(BINDING_NAMES.map((binding) => [binding, "unset"])) as Record<BindingName, TriState>;
}

export const EMPTY_AGENT_DRAFT: AgentDraft = {
  name: "",
  browser: false,
  coding: false,
  scripting: "unset",
  memory: "unset",
  toolCallBudget: "",
  maxIterations: "",
  previews: true,
  bindings: unsetBindings(),
};

export function draftOfAgent(agent: AgentDetail): AgentDraft {
  const bindings = unsetBindings();
  for (const binding of BINDING_NAMES) bindings[binding] = triStateOf(agent.bindings[binding]);
  return {
    name: agent.name,
    browser: agent.flags.browser === true,
    coding: agent.flags.coding === true,
    scripting: triStateOf(agent.flags.scripting),
    memory: triStateOf(agent.flags.memory),
    toolCallBudget: String(agent.toolCallBudget),
    maxIterations: String(agent.maxIterations),
    previews: agent.previews,
    bindings,
  };
}

/** A number field as sent: omitted when empty; anything else goes as typed, for the API to judge. */
function numberOfText(text: string): number | undefined {
  return text.trim() === "" ? undefined : Number(text);
}

export function createAgentBody(draft: AgentDraft): CreateAgentBody {
  const bindings = Object.fromEntries(
    BINDING_NAMES.filter((binding) => draft.bindings[binding] !== "unset").map((binding) => [binding, draft.bindings[binding] === "on"]),
  );
  const toolCallBudget = numberOfText(draft.toolCallBudget);
  const maxIterations = numberOfText(draft.maxIterations);
  return {
    name: draft.name,
    flags: { browser: draft.browser, coding: draft.coding, scripting: valueOfTriState(draft.scripting), memory: valueOfTriState(draft.memory) },
    ...(Object.keys(bindings).length > 0 ? { bindings } : {}),
    ...(toolCallBudget === undefined ? {} : { toolCallBudget }),
    ...(maxIterations === undefined ? {} : { maxIterations }),
    previews: draft.previews,
  };
}

/** Only what changed since the form was opened: PATCH keeps every field it is not sent. */
export function updateAgentBody(initial: AgentDraft, draft: AgentDraft): UpdateAgentBody {
  const body: UpdateAgentBody = {};
  if (draft.name !== initial.name) body.name = draft.name;
  const flags: NonNullable<UpdateAgentBody["flags"]> = {};
  if (draft.browser !== initial.browser) flags.browser = draft.browser;
  if (draft.coding !== initial.coding) flags.coding = draft.coding;
  if (draft.scripting !== initial.scripting) flags.scripting = valueOfTriState(draft.scripting);
  if (draft.memory !== initial.memory) flags.memory = valueOfTriState(draft.memory);
  if (Object.keys(flags).length > 0) body.flags = flags;
  const bindings: NonNullable<UpdateAgentBody["bindings"]> = {};
  for (const binding of BINDING_NAMES) {
    if (draft.bindings[binding] !== initial.bindings[binding]) bindings[binding] = valueOfTriState(draft.bindings[binding]);
  }
  if (Object.keys(bindings).length > 0) body.bindings = bindings;
  const toolCallBudget = numberOfText(draft.toolCallBudget);
  if (draft.toolCallBudget !== initial.toolCallBudget && toolCallBudget !== undefined) body.toolCallBudget = toolCallBudget;
  const maxIterations = numberOfText(draft.maxIterations);
  if (draft.maxIterations !== initial.maxIterations && maxIterations !== undefined) body.maxIterations = maxIterations;
  if (draft.previews !== initial.previews) body.previews = draft.previews;
  return body;
}

/** The API's field paths a change of the draft touches (`toolCallBudget`, `flags.memory`, `bindings.note`). */
export function changedAgentPaths(before: AgentDraft, after: AgentDraft): string[] {
  const paths: string[] = [];
  for (const field of ["name", "toolCallBudget", "maxIterations", "previews"] as const) if (before[field] !== after[field]) paths.push(field);
  for (const flag of ["browser", "coding", "scripting", "memory"] as const) if (before[flag] !== after[flag]) paths.push(`flags.${flag}`);
  for (const binding of BINDING_NAMES) if (before.bindings[binding] !== after.bindings[binding]) paths.push(`bindings.${binding}`);
  return paths;
}
