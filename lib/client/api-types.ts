// The API's answers as the console reads them (CONTRACT.md and docs/internal-api.md). Declared here or
// taken as types from the framework-free core and contracts, never from the server, so nothing of the
// server reaches the browser.

import type { Role } from "@/lib/contracts/role";
import type { z } from "zod";
import type { CreateConnectorBodySchema, ValueOrSecretSchema } from "@/lib/contracts/connector-bodies";
import type { Connector } from "@/lib/contracts/connector-schemas";
import type { CreateLoginBodySchema, UpdateLoginToolsBodySchema } from "@/lib/contracts/login-bodies";
import type { LoginTool } from "@/lib/contracts/login-schemas";
import type { ResultWindow } from "@/lib/contracts/result-window";

// Issue 9, item 3: the answers the contract fixes are zod schemas in lib/contracts, and these are their
// inferred types, so the console reads exactly what the server's serializers return.
export type {
  CallMetadata,
  CallRecord,
  ExecutionLink,
  ModelCallAsSent,
  Run,
  RunFailure,
  RunSummary,
  RunTurn,
  StartedRun,
} from "@/lib/contracts/run-schemas";
export type { Gate, GateDecision } from "@/lib/contracts/gate-schemas";
export type { InvokeResult } from "@/lib/contracts/invoke-schemas";
export type { OfferedTool } from "@/lib/contracts/offer-schemas";
export type { CallOutcome } from "@/lib/runtime/lifecycle/call-outcome";
export { RUN_STATUSES, type RunStatus } from "@/lib/runtime/lifecycle/run-status";


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

// Issue 10, Connectors (CONTRACT.md "Guilds", "Connectors (MCP servers) and logins"): the API's own schemas.
// A request body is the schema's input (defaults may be left out), an answer its output.
export type { LoginScope, LoginStatus } from "@/lib/runtime/lifecycle/login-status";
export type { Connector } from "@/lib/contracts/connector-schemas";
export type { Login, LoginTool } from "@/lib/contracts/login-schemas";
export type { Guild } from "@/lib/contracts/guild-schemas";
export type CreateConnectorBody = z.input<typeof CreateConnectorBodySchema>;
export type ConnectorTransport = Connector["transport"];
/** A value an admin typed, or the name of a secret of the organisation (never its value). */
export type ConnectorValue = z.input<typeof ValueOrSecretSchema>;
export type CreateLoginBody = z.input<typeof CreateLoginBodySchema>;
/** `{ "<tool name>": false }` turns a tool off (true on); an object sets the admin's access and retry (null: the annotations'). */
export type LoginToolsPatch = z.input<typeof UpdateLoginToolsBodySchema>;
export type ToolAccess = LoginTool["access"];
export type RetrySafety = LoginTool["retry"];
