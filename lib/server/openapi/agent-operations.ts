import { AgentAutomationSchema } from "@/lib/contracts/agent-automation";
import { AgentOfferQuerySchema, CreateAgentBodySchema, UpdateAgentBodySchema } from "@/lib/contracts/agent-bodies";
import { AgentListSchema, AgentOfferPreviewSchema, AgentSchema } from "@/lib/contracts/agent-schemas";
import { CreateGuildBodySchema } from "@/lib/contracts/guild-bodies";
import { GuildListSchema, GuildSchema } from "@/lib/contracts/guild-schemas";
import { OrganisationBindingsSchema, UpdateOrganisationBindingsBodySchema } from "@/lib/contracts/organisation-bindings";
import { CreateTaskBodySchema, TaskListSchema, TaskSchema, UpdateTaskBodySchema } from "@/lib/contracts/task-bodies";
import { CURATION_PERMISSIONS } from "@/lib/server/auth/permissions";
import type { OperationSpec } from "./operation-spec";

// CONTRACT.md, Agents, bindings, tasks; Guilds; Curation and people: what admins curate.

const deleted = { status: 204, description: "Deleted; its runs stay readable.", empty: true } as const;

export const agentOperations: OperationSpec[] = [
  { method: "get", path: "/v1/agents", tag: "Agents", summary: "List the organisation's agents", access: "runs:read", success: [{ status: 200, description: "The agents, by name.", schema: AgentListSchema }] },
  { method: "post", path: "/v1/agents", tag: "Agents", summary: "Create an agent", access: CURATION_PERMISSIONS, body: CreateAgentBodySchema, success: [{ status: 201, description: "The new agent.", schema: AgentSchema }] },
  { method: "get", path: "/v1/agents/{id}", tag: "Agents", summary: "Read an agent", access: "runs:read", success: [{ status: 200, description: "The agent.", schema: AgentSchema }] },
  { method: "patch", path: "/v1/agents/{id}", tag: "Agents", summary: "Change an agent (flags, bindings and connectors merge)", access: CURATION_PERMISSIONS, body: UpdateAgentBodySchema, success: [{ status: 200, description: "The agent as changed.", schema: AgentSchema }] },
  { method: "delete", path: "/v1/agents/{id}", tag: "Agents", summary: "Delete an agent", access: CURATION_PERMISSIONS, success: [deleted] },
  { method: "get", path: "/v1/agents/{id}/automation", tag: "Agents", summary: "The agent's scripts and schedules", access: "runs:read", success: [{ status: 200, description: "Scripts by name, schedules oldest first.", schema: AgentAutomationSchema }] },
  { method: "get", path: "/v1/agents/{id}/offer", tag: "Agents", summary: "What a run of this agent would be offered, and why each other tool is not", access: "runs:read", query: AgentOfferQuerySchema, success: [{ status: 200, description: "The offer at a first turn.", schema: AgentOfferPreviewSchema }] },
  { method: "get", path: "/v1/organisation/bindings", tag: "Agents", summary: "The organisation's default bindings", access: "runs:read", success: [{ status: 200, description: "Defaults as stored and as resolved.", schema: OrganisationBindingsSchema }] },
  { method: "patch", path: "/v1/organisation/bindings", tag: "Agents", summary: "Change the organisation's default bindings", access: CURATION_PERMISSIONS, body: UpdateOrganisationBindingsBodySchema, success: [{ status: 200, description: "The defaults as changed.", schema: OrganisationBindingsSchema }] },
  { method: "get", path: "/v1/guilds", tag: "Guilds", summary: "List the guilds", access: "runs:read", success: [{ status: 200, description: "The guilds.", schema: GuildListSchema }] },
  { method: "post", path: "/v1/guilds", tag: "Guilds", summary: "Create a guild", access: CURATION_PERMISSIONS, body: CreateGuildBodySchema, success: [{ status: 201, description: "The new guild.", schema: GuildSchema }] },
  { method: "get", path: "/v1/tasks", tag: "Tasks", summary: "List the tasks", access: "runs:read", success: [{ status: 200, description: "The tasks.", schema: TaskListSchema }] },
  { method: "post", path: "/v1/tasks", tag: "Tasks", summary: "Create a task (its declarations are checked against the catalog)", access: CURATION_PERMISSIONS, body: CreateTaskBodySchema, success: [{ status: 201, description: "The new task.", schema: TaskSchema }] },
  { method: "get", path: "/v1/tasks/{id}", tag: "Tasks", summary: "Read a task", access: "runs:read", success: [{ status: 200, description: "The task.", schema: TaskSchema }] },
  { method: "patch", path: "/v1/tasks/{id}", tag: "Tasks", summary: "Change a task (a new version)", access: CURATION_PERMISSIONS, body: UpdateTaskBodySchema, success: [{ status: 200, description: "The task's new version.", schema: TaskSchema }] },
  { method: "delete", path: "/v1/tasks/{id}", tag: "Tasks", summary: "Delete a task", access: CURATION_PERMISSIONS, success: [deleted] },
];
