// A tool as the runtime knows it, in the base layer (issue 9: the ports and every stage name it). Seed "built-in
// tools": every tool says its family, whether it reads or writes, what a repeat does (retry safety), its gate
// policy and whether a run may call it at all.

import type { RunKind } from "../lifecycle/run-kind";

export type { RunKind };

export type JsonSchema = { [key: string]: unknown };

export type ToolAccess = "read" | "write";

/** Seed "built-in tools", Retry safety: safe — a repeat changes nothing; idempotent — acts once; unsafe — acts again. */
export type RetrySafety = "safe" | "idempotent" | "unsafe";

/** always — gated whatever the task says; task — gated when the task lists it in `gates`; never — answered before gates are read. */
export type GatePolicy = "always" | "task" | "never";

/**
 * Seed "built-in tools", Errors: a failed call comes back one of three ways. The reference's labels (GET
 * /v1/tools/built-in) of the outcome a run records — handed_back, tool_error, run_failed; no decision reads
 * them (issue 17, item 2; tests/unit/runtime/invoke-tool-parity.test.ts holds the two together).
 */
export type ErrorHandling = "hand_back" | "tool_error" | "fail";

/** The agent bindings of seed "tools in a run", What a run offers. */
export const BINDING_NAMES = ["note", "record", "memory", "script", "schedule", "secret", "group_post"] as const;
export type BindingName = (typeof BINDING_NAMES)[number];

/**
 * Seed "tools in a run", What a run offers: where a tool comes from decides when a run offers it.
 * - native: a built-in a task declares (os.*, workspace.*, memory.*, web.*); always on for the agent.
 * - binding: on when the agent's binding resolves enabled, narrowed by a flag that must not be false and
 *   by the run kinds listed (the flag table).
 * - flag: on when the agent's flag is true (browser, code tools).
 * - runtime: part of the run itself (ONE-PRODUCT "Offer"), offered whether or not a task declares it.
 */
export type ToolAvailability =
  | { kind: "native" }
  | { kind: "binding"; binding: BindingName; unlessFalse?: "scripting" | "memory"; runKinds?: readonly RunKind[] }
  | { kind: "flag"; flag: "browser" | "coding" }
  | { kind: "runtime" }
  /**
   * Issue 10: a vendor tool of a connector login the agent resolves to (seed "tools in a run", Connector
   * logins at run start): offered while the login is connected and the tool is on.
   */
  | { kind: "connector"; connector: string; state: VendorToolState };

/** Why a vendor tool is or is not offered: the login it comes from and the admin's on/off. */
export type VendorToolState = "on" | "turned_off" | "login_pending" | "login_disconnected";

export type ToolErrorInfo = {
  code: string;
  when: string;
  handling: ErrorHandling;
};

export type ToolDefinition = {
  /** Canonical dotted name, e.g. `workspace.read_file`. */
  name: string;
  family: string;
  /** The reference page the seed files the family under, e.g. "OS tools". */
  page: string;
  description: string;
  access: ToolAccess;
  retry: RetrySafety;
  gate: GatePolicy;
  /** False for the CEO chat's own tools: a run never answers one. */
  runCallable: boolean;
  inputSchema: JsonSchema;
  errors: readonly ToolErrorInfo[];
  /** A read with a side effect says so (seed "Read and write"). */
  sideEffect?: string;
  /** Only admins are offered this tool (seed "running tools": tools whose requires excludes non-admins). */
  adminOnly?: boolean;
  /**
   * Seed "tool rules", Previews: false for results that must reach the model whole (catalogue results,
   * windows it asked for by size, control flow). Write tools' acknowledgements are never previewed either.
   */
  preview?: boolean;
  /** Offered only while this other tool is offered (a script's own tool rides on `script_run`). */
  offeredAlongside?: string;
  /** When a run offers the tool; absent means native. */
  availability?: ToolAvailability;
  /**
   * Issue 19: the handler keys its effect by the call id (a write-ahead row of its own, as a mail send does), so
   * a call whose worker died while it ran is run again and finishes what it began, instead of being answered
   * `interrupted`. Its retry safety stays what the seed says: a new call acts again.
   */
  resumesByCallId?: true;
  /** The seed's own spelling where ours differs, e.g. `<prefix>.navigate` for `browser.navigate`. */
  referenceName?: string;
};

/** Seed "built-in tools": the model calls a tool with its dots replaced. */
export function modelNameOf(name: string): string {
  return name.replace(/\./g, "__");
}

export function canonicalNameOf(modelName: string): string {
  return modelName.replace(/__/g, ".");
}
