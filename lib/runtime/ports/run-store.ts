// The run store port and the persisted state of a run as the loop reads it. Everything the loop needs to
// resume after a worker dies is here; what can be derived (remaining budget, unknown names so far) is
// derived, not stored twice.

import type { TaskSettings } from "../offer/task-declaration";
import type { ToolDefinition } from "./tool-definition";
import type { AgentOfferSettings } from "../offer/agent-settings";
import type { AgentConnector } from "../offer/connector-offer";
import type { ModelCall, ModelMessage, ModelUsage, OfferedTool, StoredResultInput } from "./index";
import type { CallMetadata } from "../results/call-metadata";
import type { RunEnding } from "../lifecycle/run-ending";
import type { CallOutcome } from "../lifecycle/call-outcome";
import type { GateDecision, GateStatus } from "../lifecycle/gate-status";
import type { RunKind } from "../lifecycle/run-kind";
import type { RunStatus } from "../lifecycle/run-status";
import type { AttemptRecord } from "./run-events";

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
  /**
   * Set when `result` holds only the beginning of the text (issue 16, item 8: a load reads an earlier turn's
   * result only as far as a later prompt quotes it): the whole text's length in UTF-16 code units.
   */
  resultChars?: number;
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
  /** Issue 22: the prompt's tokens as the runtime counted them, and as the provider reported them (null: none). */
  promptTokens?: number | null;
  inputTokens?: number | null;
};

/**
 * Issue 22 (CONTRACT.md, Long runs): one summary that replaces the run's turns fromTurn..toTurn (numbered
 * from 1, inclusive) in every later prompt. Durable: written before a prompt uses it, read back on resume.
 */
export type CompactionRecord = {
  /** 1, 2, ...: one row per run and sequence number (a second writer of the same number reads the first's). */
  sequence: number;
  /** The index (from 0) of the turn whose prompt first carried it. */
  beforeTurn: number;
  fromTurn: number;
  toTurn: number;
  summary: string;
  /** The refs of the covered turns' results that the prompt no longer shows. */
  droppedRefs: readonly string[];
  /** Who wrote the summary: the run's own model, or the deterministic digest when that failed. */
  source: "model" | "digest";
  tokensBefore: number | null;
  tokensAfter: number | null;
};

/**
 * Versioned loop settings fixed at run creation (STYLE.md: persisted state says its version).
 * `retriedAfterTurns` (issue 18, item 4; absent until a retry, so older rows load as they are): the run's
 * turn count when it was last retried. The turns before it stay the run's history (replayed to the model);
 * the budget and the iteration cap count again from there, so a run that failed on its limits has room to
 * go on, and an ending those turns had (a call that failed the run) is not read back as the run's again.
 */
export type RunStateV1 = { version: 1; toolCallBudget: number; maxIterations: number; retriedAfterTurns?: number };

export type RunSnapshot = {
  id: string;
  /**
   * Issue 16, item 1: the fencing token this pass holds the run under, taken by `load`. Every write carries
   * it; once another worker has taken the run, a write with an older lease writes nothing and throws
   * LeaseLostError, so a worker that was frozen past its heartbeat never acts again or overwrites.
   */
  lease: number;
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
  /**
   * Issue 10: the connectors the agent has on and the login serving each, read with the run; run start
   * decides on them (their listed tools are among `agentTools`).
   */
  connectors: readonly AgentConnector[];
  /** Seed "tool rules", Previews: switched off per agent, the model reads stamped strings whole. */
  previews: boolean;
  /** Earlier runs of the conversation, as messages. */
  history: ModelMessage[];
  turns: TurnSnapshot[];
  /** Issue 22: the run's compactions in order (absent: none); the latest one decides the prompt. */
  compactions?: readonly CompactionRecord[];
};

/**
 * Issue 12, item 8: `latencyMs` is how long the model request took, timed by the loop with its clock;
 * `usage` the tokens the provider reported. Both are written in the turn's own statement.
 */
export type NewTurn = {
  index: number;
  modelText: string;
  modelCalls: ModelCall[];
  offer: OfferedTool[];
  latencyMs?: number;
  usage?: ModelUsage;
  /** Issue 17, item 3: the model request's two events' times, stored on the turn (the trace reads them). */
  modelRequest?: { startedAt: Date; endedAt: Date };
  /** Issue 22: the prompt's size in tokens as the runtime counted it before the request. */
  promptTokens?: number;
};

export type { CallMetadata };

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

/** A call of a turn as admission decided it, recorded with its turn (its run and turn are the record's). */
export type NewCall = CallWrite & { index: number; modelCallId: string; name: string; rawArguments: string | null };

/** What settling writes on a call: its answer, or its start alone (`metadata` null keeps the recorded one). */
export type CallSettlement = {
  callId: string;
  outcome: CallOutcome;
  code: string | null;
  result: string | null;
  ref: string | null;
  metadata: CallMetadata | null;
  /** Issue 17, item 3: the handler's attempts as their events reported them (written with the metadata). */
  executions?: readonly AttemptRecord[];
};

/** A stored result whose ref the model already read (issue 9, item 5: written with the calls it answers). */
export type StoredResult = StoredResultInput & { ref: string };

/** Issue 9, item 5, commit 1: the model's turn (or a stored turn's missing calls) and admission's decisions. */
export type TurnRecord = {
  /** A new turn to insert, or the id of a stored one whose calls a resume records. */
  turn: NewTurn | { id: string };
  calls: readonly NewCall[];
  /** Set when the turn ends the run (the model answered in text): written in the same commit. */
  ending: RunEnding | null;
  /** The secret values to redact with, read once for the step. */
  secretValues: readonly string[];
};

export type RecordedTurn = { kind: "recorded"; turnId: string; callIds: string[] } | { kind: "cancelled" };

/** Issue 9, item 5, commit 2: the calls' answers, their stored results and, when it changes, the run. */
export type Settlement = {
  calls: readonly CallSettlement[];
  results: readonly StoredResult[];
  ending: RunEnding | null;
  secretValues: readonly string[];
};

/**
 * What the next turn re-reads of the world (seed "tools in a run": a tool turned off leaves at the next
 * turn), and the secret values to redact with when the store can read them in the same round trip (else
 * the loop asks the SecretValues port).
 */
export type TurnInputs = Pick<RunSnapshot, "agent" | "agentTools" | "connectors" | "previews"> & { secretValues?: readonly string[] };

export type RunPatch = {
  status?: RunStatus;
  output?: string | null;
  failure?: { code: string; message: string } | null;
  finished?: boolean;
  started?: boolean;
};

/** The run as a write names it: its id and the lease the writer holds it under. */
export type RunLease = Pick<RunSnapshot, "id" | "lease">;

/**
 * Thrown by every method of the store given a lease another worker has taken since: the caller stops at
 * once and writes nothing more (the run is the newer holder's). Not a failure of the run.
 */
export class LeaseLostError extends Error {
  readonly code = "lease_lost";
  constructor(readonly runId: string, readonly lease: number) {
    super(`The run ${runId} is held by another worker now (this pass held lease ${lease}).`);
    this.name = "LeaseLostError";
  }
}

/**
 * The loop's store. A durable step is two commits (issue 9, item 5): `recordTurn` (the turn, its calls as
 * admission decided them, and the start of a first call that is unsafe to repeat) and `settle` (answers,
 * stored results, the run's ending). Neither re-reads what it wrote; the loop carries it on.
 * tests/integration/runs/run-store-contract.test.ts holds the in-memory and the Prisma store to this.
 */
export type RunStore = {
  /**
   * Takes the run's lease (one more than the last holder's) and then reads the run: whatever an earlier
   * holder wrote before the lease moved is in the snapshot, and nothing it writes after is accepted.
   */
  load(runId: string): Promise<RunSnapshot | null>;
  /** The run's status now; throws LeaseLostError when another worker has taken the run. */
  status(run: RunLease): Promise<RunStatus | null>;
  turnInputs(runId: string): Promise<TurnInputs>;
  /** Nothing is written on a cancelled run: `cancelled` comes back instead. */
  recordTurn(run: RunLease, record: TurnRecord): Promise<RecordedTurn>;
  /**
   * A call settled with metadata but no answer (its write-ahead start) is written only while its attempts
   * are still 0: a call another pass has started is never started again.
   */
  settle(run: RunLease, settlement: Settlement): Promise<void>;
  /**
   * Opens a gate for the call and marks the call waiting, in one write. `summary` is the run's latest gate
   * summary (seed "Gates and grants"), or null when none was set. Null when the run was cancelled
   * meanwhile: no gate opens on a run that has ended.
   */
  openGate(run: RunLease, input: { organisationId: string; callId: string; tool: string; arguments: unknown; summary: string | null }): Promise<{ gateId: string | null }>;
  /** A cancelled run stays cancelled: the loop never overwrites a decision made outside it. */
  updateRun(run: RunLease, patch: RunPatch): Promise<void>;
  /**
   * Issue 22: writes a compaction unless one with its sequence is stored already, and returns the stored
   * one — the caller uses what this returns, so two passes never use two different summaries.
   */
  recordCompaction(run: RunLease, compaction: CompactionRecord): Promise<CompactionRecord>;
};
