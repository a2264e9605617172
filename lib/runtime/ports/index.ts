// The interfaces the core needs from the world (issue 9: every port in lib/runtime/ports): this file holds
// the clock, model, tool, result, secret and log ports; run-store.ts the run store; loop-dependencies.ts the
// bundles the loop and the playground are given. Everything outside lib/runtime implements them.

import type { JsonSchema, ToolDefinition, VendorToolState } from "./tool-definition";

export type Clock = { now(): Date };

// ---- Model -------------------------------------------------------------------------------------

/** A call exactly as the model sent it: `arguments` is an object, or raw text when the model sent text. */
export type ModelCall = { id: string; name: string; arguments: unknown };

export type ModelMessage =
  | { role: "system"; content: string }
  | { role: "user"; content: string }
  | { role: "assistant"; content: string; calls: ModelCall[] }
  | { role: "tool"; callId: string; name: string; content: string };

/** A tool definition exactly as sent to the model (after every schema rewrite). */
export type OfferedTool = { name: string; description: string; parameters: JsonSchema };

export type ModelRequest = {
  /** Zero-based index of the turn this request opens (a compaction's request: of the turn it comes before). */
  turnIndex: number;
  /**
   * Issue 22: zero-based index of this request among all of the run's model requests, its turns' and its
   * compactions' (CONTRACT.md, The scripted model: each request consumes the next ScriptTurn, so the scripted
   * model plays script[requestIndex]). Absent: the same as turnIndex.
   */
  requestIndex?: number;
  /** Issue 22: "compaction" asks for a summary of earlier turns (no tools are offered); absent, a turn. */
  purpose?: "turn" | "compaction";
  messages: ModelMessage[];
  tools: OfferedTool[];
};

/**
 * Issue 22: the size of a prompt in tokens, counted before the request. `tokenizer` counts with the model
 * family's own encoding; `estimate` is a conservative count for models whose encoding is not known here.
 */
export type TokenCounter = {
  method: "tokenizer" | "estimate";
  /** The tokens of these messages (with each message's overhead). */
  countMessages(messages: readonly ModelMessage[]): number;
  /** The tokens of the tool definitions sent beside them. */
  countTools(tools: readonly OfferedTool[]): number;
};

/**
 * Tokens the provider reported for one request (issue 12, item 8): either count may be missing when the
 * provider leaves it out. The scripted model reports none.
 */
export type ModelUsage = { inputTokens: number | null; outputTokens: number | null };

export type ModelResponse = { text: string; calls: ModelCall[]; usage?: ModelUsage };

export type ModelClient = { generate(request: ModelRequest): Promise<ModelResponse> };

// ---- Tools -------------------------------------------------------------------------------------

export type ToolContext = {
  organisationId: string;
  agentId: string;
  conversationId: string | null;
  /** Null for a playground invoke, which has no run. */
  runId: string | null;
  taskId: string | null;
  callId: string;
  /** Seed "running tools": the acting user stored in the run context. Missing user context fails closed. */
  actingUserId: string | null;
  actingUserRoles: readonly string[];
  /** The canonical tool name being answered. */
  tool: string;
  /** For a gated call that runs after the CEO's decision: that decision and its note. */
  gateDecision?: { decision: "approve" | "deny"; note: string | null };
  /** The model names of the tools offered at the call's turn (the catalogue tools list and mark them). */
  offeredTools?: readonly string[];
  /**
   * Aborted when the attempt times out: a handler that can stop early should listen to it. Read it off the
   * context as given: it is made on first read, and a spread copy of the context does not carry it.
   */
  signal?: AbortSignal;
  /**
   * The call's secret redactor (the one the result pipeline applies). Issue 8, item 1: a handler that numbers,
   * windows, cuts or searches stored text redacts it first, so no view holds a piece of a value and no search
   * answers a guess of one differently from a miss.
   */
  redact?: (text: string) => string;
};

/**
 * What a handler returns: its text, or its text with an exit code (seed "tools in a run": a script_run call
 * also records exit_code). A handler that fails with an exit code throws an error carrying `exitCode`.
 */
export type ToolOutput = string | { text: string; exitCode?: number };

/**
 * A handler takes the tool context first and returns a string (seed "tools in a run", Handlers); the
 * runtime accepts any ToolOutput, so a script handler is a `ToolHandler<ToolOutput>`.
 */
export type ToolHandler<Output extends ToolOutput = string> = (context: ToolContext, input: Record<string, unknown>) => Promise<Output>;

export type HandlerRegistry = {
  get(tool: string): ToolHandler<ToolOutput> | undefined;
  has(tool: string): boolean;
};

/** The tools that exist: built-ins and (later) connector tools. */
export type Catalog = {
  get(name: string): ToolDefinition | undefined;
  all(): readonly ToolDefinition[];
};

// ---- Results -----------------------------------------------------------------------------------

export type StoredResultInput = {
  organisationId: string;
  conversationId: string | null;
  runId: string | null;
  callId: string;
  tool: string;
  /** The stamped string; the raw result is never stored. */
  text: string;
  originalBytes: number;
  truncated: boolean;
};

export type ResultStore = {
  /**
   * An unguessable ref for a result about to be stored: the model's text quotes it before the row exists,
   * so a run writes its results in the same commit as the calls they answer (issue 9, item 5).
   */
  newRef(): string;
  put(input: StoredResultInput): Promise<{ ref: string }>;
};

// ---- Admission's look-ups -----------------------------------------------------------------------

/** Seed "tool rules", Exporting stored text: whether one export's sources can be exported, as data. */
export type ExportVerdict = { ok: true } | { ok: false; code: string; message: string };

/**
 * Issue 9, item 1: what admission needs of the world is looked up before it decides and handed in as
 * data. Given the admitted arguments of a turn's exports, in order, answers one verdict each.
 */
export type ExportSourceCheck = (scope: LookupScope, exports: readonly Record<string, unknown>[]) => Promise<readonly ExportVerdict[]>;

/** Whose world a look-up before admission reads: the call's organisation, agent, conversation and run. */
export type LookupScope = { organisationId: string; agentId: string; conversationId: string | null; runId: string | null };

/** A vendor tool now: its login's state and its own on/off (VendorToolState), or no longer listed by its login. */
export type VendorToolNow = VendorToolState | "not_listed";

/**
 * Issue 17, item 2: a login disconnected or a tool turned off between the offer and the call is admission's
 * decision, not the vendor handler's. Given the admitted vendor tools of a turn, in order, answers each one's
 * state now.
 */
export type VendorToolStates = (scope: LookupScope, tools: readonly string[]) => Promise<readonly VendorToolNow[]>;

/** Exact values to redact for a call: the secrets of its organisation and agent. */
export type SecretValues = { valuesFor(organisationId: string, agentId: string): Promise<readonly string[]> };

export type OperationalLog = { error(message: string, detail?: Record<string, unknown>): void };

export { ToolError, isToolError, type ToolErrorOptions } from "./tool-error";
