import { AgentAutomationSchema } from "@/lib/contracts/agent-automation";
import { AgentOfferQuerySchema, CreateAgentBodySchema, UpdateAgentBodySchema } from "@/lib/contracts/agent-bodies";
import { AgentListSchema, AgentOfferPreviewSchema, AgentSchema } from "@/lib/contracts/agent-schemas";
import { CreateGuildBodySchema } from "@/lib/contracts/guild-bodies";
import { GuildListSchema, GuildSchema } from "@/lib/contracts/guild-schemas";
import { OrganisationBindingsSchema, UpdateOrganisationBindingsBodySchema } from "@/lib/contracts/organisation-bindings";
import { CreateTaskBodySchema, TaskListSchema, TaskSchema, UpdateTaskBodySchema } from "@/lib/contracts/task-bodies";
import { CURATION_PERMISSIONS } from "@/lib/server/auth/permissions";
import { answer, type OperationSpec } from "./operation-spec";

// CONTRACT.md, Agents, bindings, tasks; Guilds; Curation and people: what admins curate.

const deleted = { status: 204, description: "Deleted; its runs stay readable.", empty: true } as const;

export const agentOperations: OperationSpec[] = [
  { method: "get", path: "/v1/agents", tag: "Agents", summary: "List the organisation's agents", access: "runs:read",
    success: [answer(200, AgentListSchema, "The agents, by name.")] },
  { method: "post", path: "/v1/agents", tag: "Agents", summary: "Create an agent", access: CURATION_PERMISSIONS,
    body: CreateAgentBodySchema,
    success: [answer(201, AgentSchema, "The new agent.")] },
  { method: "get", path: "/v1/agents/{id}", tag: "Agents", summary: "Read an agent", access: "runs:read",
    success: [answer(200, AgentSchema, "The agent.")] },
  { method: "patch", path: "/v1/agents/{id}", tag: "Agents", summary: "Change an agent (flags, bindings and connectors merge; job roles, default model)", access: CURATION_PERMISSIONS,
    body: UpdateAgentBodySchema,
    success: [answer(200, AgentSchema, "The agent as changed.")] },
  { method: "delete", path: "/v1/agents/{id}", tag: "Agents", summary: "Delete an agent", access: CURATION_PERMISSIONS, success: [deleted] },
  { method: "get", path: "/v1/agents/{id}/automation", tag: "Agents", summary: "The agent's scripts and schedules", access: "runs:read",
    success: [answer(200, AgentAutomationSchema, "Scripts by name, schedules oldest first.")] },
  { method: "get", path: "/v1/agents/{id}/offer", tag: "Agents", summary: "What a run of this agent would be offered, and why each other tool is not", access: "runs:read",
    query: AgentOfferQuerySchema,
    success: [answer(200, AgentOfferPreviewSchema, "The offer at a first turn.")] },
  { method: "get", path: "/v1/organisation/bindings", tag: "Agents", summary: "The organisation's default bindings", access: "runs:read",
    success: [answer(200, OrganisationBindingsSchema, "Defaults as stored and as resolved.")] },
  { method: "patch", path: "/v1/organisation/bindings", tag: "Agents", summary: "Change the organisation's default bindings", access: CURATION_PERMISSIONS,
    body: UpdateOrganisationBindingsBodySchema,
    success: [answer(200, OrganisationBindingsSchema, "The defaults as changed.")] },
  { method: "get", path: "/v1/guilds", tag: "Guilds", summary: "List the guilds", access: "runs:read",
    success: [answer(200, GuildListSchema, "The guilds.")] },
  { method: "post", path: "/v1/guilds", tag: "Guilds", summary: "Create a guild", access: CURATION_PERMISSIONS,
    body: CreateGuildBodySchema,
    success: [answer(201, GuildSchema, "The new guild.")] },
  { method: "get", path: "/v1/tasks", tag: "Tasks", summary: "List the tasks", access: "runs:read",
    success: [answer(200, TaskListSchema, "The tasks.")] },
  { method: "post", path: "/v1/tasks", tag: "Tasks", summary: "Create a task (its declarations are checked against the catalog)", access: CURATION_PERMISSIONS,
    body: CreateTaskBodySchema,
    success: [answer(201, TaskSchema, "The new task.")] },
  { method: "get", path: "/v1/tasks/{id}", tag: "Tasks", summary: "Read a task", access: "runs:read",
    success: [answer(200, TaskSchema, "The task.")] },
  { method: "patch", path: "/v1/tasks/{id}", tag: "Tasks", summary: "Change a task (a new version)", access: CURATION_PERMISSIONS,
    body: UpdateTaskBodySchema,
    success: [answer(200, TaskSchema, "The task's new version.")] },
  { method: "delete", path: "/v1/tasks/{id}", tag: "Tasks", summary: "Delete a task", access: CURATION_PERMISSIONS, success: [deleted] },
];
