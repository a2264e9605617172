// The API's answers as the console reads them (CONTRACT.md and docs/internal-api.md). Declared here or
// taken as types from the framework-free core and contracts, never from the server, so nothing of the
// server reaches the browser.

import type { Agent as AgentContract } from "@/lib/contracts/agent-bodies";
import type { Task as TaskContract } from "@/lib/contracts/task-bodies";
import type { ToolReference } from "@/lib/contracts/tool-reference";
import type { z } from "zod";
import type { CreateConnectorBodySchema, ValueOrSecretSchema } from "@/lib/contracts/connector-bodies";
import type { Connector } from "@/lib/contracts/connector-schemas";
import type { CreateLoginBodySchema, UpdateLoginToolsBodySchema } from "@/lib/contracts/login-bodies";
import type { LoginTool } from "@/lib/contracts/login-schemas";

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


// Issue 17, item 4: the list answers are the contracts' own types, narrowed to what a list row shows.
export type Agent = Pick<AgentContract, "id" | "name" | "toolCallBudget" | "maxIterations">;
export type Task = Pick<TaskContract, "id" | "name" | "tools" | "gates">;
export type { ToolReferenceError as ToolErrorInfo } from "@/lib/contracts/tool-reference";
/** The reference's answer, its inputSchema read with the keywords the console looks at. */
export type ToolInfo = Omit<ToolReference, "inputSchema"> & { inputSchema: JsonSchema };
export type { PlaygroundExample } from "@/lib/contracts/playground-example-schemas";
export type { ResultWindow as StoredResultWindow } from "@/lib/contracts/result-window";
export type { SessionUser } from "@/lib/contracts/session-bodies";
/** One bad field of a refused request (CONTRACT.md: 422 `details` name each bad field). */
export type { WordedProblem as FieldProblem } from "@/lib/contracts/problem-wording";

/** A JSON Schema as the console reads one (a tool's inputSchema): the keywords it looks at, typed. */
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
export type { IssueReportView, IssueSeverity, IssueStatus } from "@/lib/contracts/issue-report-bodies";
export type { EvidenceItem, Recommendation, RecommendationDecision, RecommendationSource, RecommendationStatus } from "@/lib/contracts/recommendation-bodies";

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
