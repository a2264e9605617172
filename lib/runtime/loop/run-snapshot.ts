// The persisted state of a run as the loop reads it. Everything the loop needs to resume after a worker
// dies is here; what can be derived (remaining budget, unknown names so far) is derived, not stored twice.

import type { TaskSettings } from "../admission/task-declaration";
import type { ToolDefinition } from "../catalog/tool-definition";
import type { AgentOfferSettings } from "../offer/agent-settings";
import type { ModelCall, ModelMessage, OfferedTool } from "../ports";
import type { CallOutcome } from "../lifecycle/call-outcome";
import type { GateDecision, GateStatus } from "../lifecycle/gate-status";
import type { RunKind } from "../lifecycle/run-kind";
import type { RunStatus } from "../lifecycle/run-status";

export type { CallOutcome, RunStatus };

// `cancelled`: closed by a cancel of the run, with no decision (a waiting call stays waiting: fails closed).
export type GateSnapshot = { id: string; status: GateStatus; decision: GateDecision | null; note: string | null };

export type CallSnapshot = {
  id: string;
  index: number;
  modelCallId: string;
  name: string;
  tool: string | null;
  arguments: unknown;
  outcome: CallOutcome;
  code: string | null;
  result: string | null;
  /** The stored result's ref and size, for the line a later turn's replay carries. */
  ref?: string | null;
  storedBytes?: number;
  /** Greater than zero once the handler was started: such a call counts against the budget. */
  attempts: number;
  gate: GateSnapshot | null;
};

export type TurnSnapshot = {
  id: string;
  index: number;
  modelText: string;
  modelCalls: ModelCall[];
  /** The model names offered at this turn, as sent. */
  offeredTools?: readonly string[];
  calls: CallSnapshot[];
};

/** Versioned loop settings fixed at run creation (STYLE.md: persisted state says its version). */
export type RunStateV1 = { version: 1; toolCallBudget: number; maxIterations: number };

export type RunSnapshot = {
  id: string;
  organisationId: string;
  conversationId: string;
  agentId: string;
  taskId: string | null;
  actingUserId: string | null;
  actingUserRoles: readonly string[];
  kind: RunKind;
  status: RunStatus;
  input: string;
  model: unknown;
  state: RunStateV1;
  task: TaskSettings | null;
  /** The agent's flags and resolved bindings, read with the run every turn. */
  agent: AgentOfferSettings;
  /** The agent's own tools (a script with parameters is a tool of its own). */
  agentTools: readonly ToolDefinition[];
  /** Seed "tool rules", Previews: switched off per agent, the model reads stamped strings whole. */
  previews: boolean;
  /** Earlier runs of the conversation, as messages. */
  history: ModelMessage[];
  turns: TurnSnapshot[];
};

export type NewTurn = { index: number; modelText: string; modelCalls: ModelCall[]; offer: OfferedTool[] };

export type CallMetadata = {
  tool_name: string;
  duration_ms: number;
  output_filter: string | null;
  truncated: boolean;
  original_bytes: number;
  stored_bytes: number;
  error: string | null;
  attempts: number;
  exit_code?: number | null;
};

export type CallWrite = {
  outcome: CallOutcome;
  code: string | null;
  tool: string | null;
  arguments: unknown;
  repairs: readonly string[];
  result: string | null;
  ref: string | null;
  metadata: CallMetadata;
};

export type NewCall = CallWrite & { organisationId: string; runId: string; turnId: string; index: number; modelCallId: string; name: string; rawArguments: string | null };

export type RunPatch = {
  status?: RunStatus;
  remainingToolCalls?: number;
  output?: string | null;
  failure?: { code: string; message: string } | null;
  finished?: boolean;
  started?: boolean;
};

export type RunStore = {
  load(runId: string): Promise<RunSnapshot | null>;
  status(runId: string): Promise<RunStatus | null>;
  saveTurn(runId: string, turn: NewTurn): Promise<{ turnId: string }>;
  createCall(call: NewCall): Promise<{ callId: string }>;
  updateCall(callId: string, write: Partial<CallWrite>): Promise<void>;
  /**
   * Opens a gate for the call and marks the call waiting, in one write. `summary` is the run's latest gate
   * summary (seed "Gates and grants"), or null when none was set.
   */
  /** Null when the run was cancelled meanwhile: no gate opens on a run that has ended. */
  openGate(input: { organisationId: string; runId: string; callId: string; tool: string; arguments: unknown; summary: string | null }): Promise<{ gateId: string | null }>;
  updateRun(runId: string, patch: RunPatch): Promise<void>;
};
