// The API's answers as the console reads them (CONTRACT.md and docs/internal-api.md). Declared here or
// taken as types from the framework-free core and contracts, never from the server, so nothing of the
// server reaches the browser.

import type { CallMetadata } from "@/lib/runtime/loop/run-snapshot";
import type { ResultWindow } from "@/lib/contracts/result-window";

export type { CallMetadata };

export type Role = "admin" | "editor" | "ceo";

/** `pending` is a call recorded but not yet answered (the run is still working on it). */
export type CallOutcome = "pending" | "ok" | "tool_error" | "handed_back" | "not_run" | "waiting" | "denied" | "run_failed";

export type CallRecord = {
  id: string;
  name: string;
  tool: string | null;
  arguments: unknown;
  outcome: CallOutcome;
  code: string | null;
  result: string | null;
  ref: string | null;
  gateId: string | null;
  repairs: string[] | null;
  metadata: CallMetadata;
};

export type RunStatus = "queued" | "running" | "waiting" | "succeeded" | "failed" | "cancelled";

export const RUN_STATUSES: readonly RunStatus[] = ["queued", "running", "waiting", "succeeded", "failed", "cancelled"];

export type ModelCallAsSent = { id: string; name: string; arguments: unknown };

export type RunTurn = {
  index: number;
  startedAt: string;
  model: { text: string; calls: ModelCallAsSent[] };
  calls: CallRecord[];
};

export type ExecutionLink = { url: string; label?: string | null };

export type RunFailure = { code: string; message: string };

export type Run = {
  id: string;
  conversationId: string;
  agentId: string;
  agentName: string;
  taskId: string | null;
  kind: string;
  status: RunStatus;
  failure: RunFailure | null;
  remainingToolCalls: number;
  input: string;
  output: string | null;
  executionName: string | null;
  executionLinks: ExecutionLink[] | null;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  turns: RunTurn[];
};

export type RunSummary = {
  id: string;
  conversationId: string;
  agentId: string;
  agentName: string;
  taskId: string | null;
  kind: string;
  status: RunStatus;
  failure: RunFailure | null;
  input: string;
  output: string | null;
  executionName: string | null;
  createdAt: string;
  finishedAt: string | null;
};

export type StartedRun = { id: string; conversationId: string; status: RunStatus };

export type OfferedTool = { name: string; description: string; parameters: unknown };

export type GateDecision = "approve" | "deny";

export type Gate = {
  id: string;
  runId: string;
  callId: string;
  tool: string;
  arguments: unknown;
  summary: string | null;
  /** `cancelled`: the run was cancelled while the gate was open; no decision, no decider. */
  status: "open" | "decided" | "cancelled";
  createdAt: string;
  decidedAt: string | null;
  decision: GateDecision | null;
  note?: string | null;
  decidedBy?: string | null;
  run?: { input: string; status: RunStatus; executionName: string | null; agentId: string; agentName: string };
};

export type Agent = { id: string; name: string; toolCallBudget: number; maxIterations: number };

export type Task = { id: string; name: string; tools: string[]; gates: string[] };

export type ToolErrorInfo = { code: string; when: string; handling: "hand_back" | "tool_error" | "fail" };

export type ToolInfo = {
  name: string;
  modelName: string;
  family: string;
  page?: string;
  description: string;
  access: "read" | "write";
  retry: "safe" | "idempotent" | "unsafe";
  gate: "always" | "task" | "never";
  runCallable: boolean;
  /** `planned`: in the registry, but no handler answers it yet. */
  status?: "available" | "planned";
  inputSchema: JsonSchema;
  errors?: ToolErrorInfo[];
  sideEffect?: string;
  referenceName?: string;
  /** Native tools: when a run offers it (bindings, flags, run kind). */
  offeredWhen?: string;
  /** "admin": only admins' runs are offered it. */
  requires?: "admin";
};

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  default?: unknown;
  items?: JsonSchema;
  description?: string;
  [keyword: string]: unknown;
};

export type PlaygroundExample = {
  id: string;
  name: string;
  description: string;
  agentId: string | null;
  taskId: string | null;
  input: string;
  script: unknown[];
};

export type StoredResultWindow = ResultWindow;

export type InvokeResult = {
  callId: string;
  outcome: CallOutcome;
  code: string | null;
  tool?: string | null;
  arguments?: unknown;
  repairs?: string[];
  result: string | null;
  ref: string | null;
  metadata: CallMetadata;
};

export type SessionUser = { id: string; email: string; name: string; roles: Role[] };

// Admin screens (agents, tasks, secrets): the whole answers of those endpoints, as the contracts declare them.
export type {
  Agent as AgentDetail,
  AgentBindings,
  AgentFlags,
  BindingName,
  CreateAgentBody,
  UpdateAgentBody,
} from "@/lib/contracts/agent-bodies";
export type { CreateTaskBody, Task as TaskDetail, TaskPin } from "@/lib/contracts/task-bodies";
export type { CreateSecretBody, SecretSummary } from "@/lib/contracts/secret-bodies";
export type { FulfilSecretRequestBody, SecretRequestStatus, SecretRequestView } from "@/lib/contracts/secret-request-bodies";
export type { IssueReportView, IssueSeverity } from "@/lib/contracts/issue-report-bodies";

/** One bad field of a refused request (CONTRACT.md: 422 `details` name each bad field). */
export type FieldProblem = { path: string; message: string };
