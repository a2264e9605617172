// Seed "built-in tools", families Company state and Unblocking runs: seeing where the enterprise stands,
// and moving stuck runs on.

import { toolError, withCallErrors } from "../call-errors";
import { limitProperty, toolInputSchema } from "../json-schema-builders";
import type { ToolDefinition } from "../tool-definition";

const companyState = { family: "Company state", page: "OS tools", gate: "task", runCallable: true } as const;
const unblocking = { family: "Unblocking runs", page: "OS tools", gate: "task", runCallable: true } as const;

const runId = { type: "string", minLength: 1, description: "Id of the run, as listed by `os.list_blockers`." };
const note = { type: "string", maxLength: 2000, description: "Why, for the people who read the run's timeline." };
const runNotFound = toolError("run_not_found", "No run this member can see has that id.");
const runNotBlocked = toolError("run_not_blocked", "The run is not blocked: it is queued, running or finished.");

export const osCompanyStateTools: readonly ToolDefinition[] = [
  {
    ...companyState,
    name: "os.inspect_enterprise",
    description:
      "Take stock of the enterprise now: its teams, roles and members, the runs queued, running, waiting and " +
      "failed, open gates and blockers. Returns counts with the items that need attention.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({
      team: { type: "string", minLength: 1, description: "Only this team's part, by team id; omit for the whole enterprise." },
    }),
    errors: withCallErrors(toolError("team_not_found", "No team has that id.")),
  },
  {
    ...companyState,
    name: "os.directory",
    description:
      "Look up people, roles and teams. Returns each match's id, name, kind, and for a member their roles, " +
      "teams and address.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({
      query: { type: "string", description: "Words in a name, role, team or address; omit to list everyone." },
      kind: { type: "string", enum: ["member", "role", "team"], description: "Only this kind of entry." },
      limit: limitProperty("entries", 200, 50),
    }),
    errors: withCallErrors(),
  },
  {
    ...companyState,
    name: "os.list_blockers",
    description:
      "List runs that are stuck (failed, or waiting on a person) oldest first, with what blocks each and who " +
      "can unblock it.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({
      team: { type: "string", minLength: 1, description: "Only this team's runs, by team id." },
      limit: limitProperty("runs", 100, 25),
    }),
    errors: withCallErrors(),
  },
  {
    ...companyState,
    name: "os.list_open_gates",
    description:
      "List gates waiting for the CEO, oldest first: each gate's id, run, tool, summary and how long it has waited.",
    access: "read",
    retry: "safe",
    inputSchema: toolInputSchema({ limit: limitProperty("gates", 100, 25) }),
    errors: withCallErrors(),
  },
  {
    ...unblocking,
    name: "os.retry_run",
    description:
      "Start a failed or stuck run again from its last good step. Retrying a run already queued again changes " +
      "nothing. Returns the run's new status.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema({ run: runId, note }, ["run"]),
    errors: withCallErrors(runNotFound, runNotBlocked),
  },
  {
    ...unblocking,
    name: "os.route_run",
    description:
      "Hand a stuck run to another member or role, who then owns unblocking it. Routing it to its current " +
      "owner changes nothing. Returns the run's new owner.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema(
      {
        run: runId,
        to: { type: "string", minLength: 1, description: "Id of the member or role to hand it to, from `os.directory`." },
        note,
      },
      ["run", "to"],
    ),
    errors: withCallErrors(runNotFound, runNotBlocked, toolError("route_target_not_found", "No member or role has the id in `to`.")),
  },
  {
    ...unblocking,
    name: "os.clear_run",
    description:
      "Close a stuck run without running it again, e.g. when its work is no longer needed. Clearing it again " +
      "changes nothing. Returns the run's final status.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema(
      { run: runId, note: { ...note, minLength: 1, description: "Why the run is no longer needed." } },
      ["run", "note"],
    ),
    errors: withCallErrors(runNotFound, runNotBlocked),
  },
  {
    ...unblocking,
    name: "os.escalate_run",
    description:
      "Put a stuck run before the CEO as a blocker only they can clear. Escalating it again changes nothing. " +
      "Returns the escalation.",
    access: "write",
    retry: "idempotent",
    inputSchema: toolInputSchema(
      { run: runId, note: { ...note, minLength: 1, description: "What the CEO must decide or do to unblock it." } },
      ["run", "note"],
    ),
    errors: withCallErrors(runNotFound, runNotBlocked),
  },
];
