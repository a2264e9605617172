// Seed "built-in tools", families Company state and Unblocking runs: seeing where the enterprise stands,
// and moving stuck runs on.

import { z } from "zod";
import { toolError, withCallErrors } from "@/lib/runtime/catalog/call-errors";
import { defineTool } from "../define/define-tool";
import { limitInput } from "../define/limit-input";
import { jsonText } from "../json-text";
import { inspectEnterprise, listBlockers } from "./company-state";
import { directory } from "./directory";
import { clearRunTool as clearRun, escalateRunTool as escalateRun, retryRunTool as retryRun, routeRunTool as routeRun } from "./unblock-run";

const companyState = { family: "Company state", page: "OS tools", gate: "task", runCallable: true, access: "read", retry: "safe" } as const;
const unblocking = { family: "Unblocking runs", page: "OS tools", gate: "task", runCallable: true, access: "write", retry: "idempotent" } as const;

const runId = z.string().min(1).describe("Id of the run, as listed by `os.list_blockers`.");
const note = z.string().max(2000).describe("Why, for the people who read the run's timeline.");
const runNotFound = toolError("run_not_found", "No run this member can see has that id.");
const runNotBlocked = toolError("run_not_blocked", "The run is not blocked: it is queued, running or finished.");

export const inspectEnterpriseTool = defineTool({
  ...companyState,
  name: "os.inspect_enterprise",
  description:
    "Take stock of the enterprise now: its teams, roles and members, the runs queued, running, waiting and " +
    "failed, open gates and blockers. Returns counts with the items that need attention.",
  input: z.strictObject({
    team: z.string().min(1).describe("Only this team's part, by team id; omit for the whole enterprise.").optional(),
  }),
  errors: withCallErrors(toolError("team_not_found", "No team has that id.")),
  execute: inspectEnterprise,
});

export const directoryTool = defineTool({
  ...companyState,
  name: "os.directory",
  description:
    "Look up people, roles and teams. Returns each match's id, name, kind, and for a member their roles, " +
    "teams and address.",
  input: z.strictObject({
    query: z.string().describe("Words in a name, role, team or address; omit to list everyone.").optional(),
    kind: z.enum(["member", "role", "team"]).describe("Only this kind of entry.").optional(),
    limit: limitInput("entries", 200, 50),
  }),
  errors: withCallErrors(),
  execute: directory,
});

export const listBlockersTool = defineTool({
  ...companyState,
  name: "os.list_blockers",
  description:
    "List runs that are stuck (failed, or waiting on a person) oldest first, with what blocks each and who " +
    "can unblock it.",
  input: z.strictObject({
    team: z.string().min(1).describe("Only this team's runs, by team id.").optional(),
    limit: limitInput("runs", 100, 25),
  }),
  errors: withCallErrors(),
  execute: listBlockers,
});

// The gates of this organisation still waiting for the CEO, oldest first.
export const listOpenGatesTool = defineTool({
  ...companyState,
  name: "os.list_open_gates",
  description:
    "List gates waiting for the CEO, oldest first: each gate's id, run, tool, summary and how long it has waited.",
  input: z.strictObject({ limit: limitInput("gates", 100, 25) }),
  errors: withCallErrors(),
  async execute({ limit }, call, { db, now }) {
    const where = { organisationId: call.organisationId, status: "open" as const };
    const [gates, total] = await Promise.all([db.gate.findMany({ where, orderBy: { createdAt: "asc" }, take: limit }), db.gate.count({ where })]);
    if (total === 0) return "No gates are open: nothing waits for the CEO.";
    const nowMs = now().getTime();
    return jsonText({
      total,
      shown: gates.length,
      gates: gates.map((gate) => ({
        id: gate.id,
        tool: gate.tool,
        runId: gate.runId,
        createdAt: gate.createdAt.toISOString(),
        waitedMinutes: Math.max(0, Math.floor((nowMs - gate.createdAt.getTime()) / 60_000)),
        summary: gate.summary,
      })),
    });
  },
});

export const retryRunTool = defineTool({
  ...unblocking,
  name: "os.retry_run",
  description:
    "Start a failed or stuck run again from its last good step. Retrying a run already queued again changes " +
    "nothing. Returns the run's new status.",
  input: z.strictObject({ run: runId, note: note.optional() }),
  errors: withCallErrors(runNotFound, runNotBlocked),
  execute: retryRun,
});

export const routeRunTool = defineTool({
  ...unblocking,
  name: "os.route_run",
  description:
    "Hand a stuck run to another member or role, who then owns unblocking it. Routing it to its current " +
    "owner changes nothing. Returns the run's new owner.",
  input: z.strictObject({
    run: runId,
    to: z.string().min(1).describe("Id of the member or role to hand it to, from `os.directory`."),
    note: note.optional(),
  }),
  errors: withCallErrors(runNotFound, runNotBlocked, toolError("route_target_not_found", "No member or role has the id in `to`.")),
  execute: routeRun,
});

export const clearRunTool = defineTool({
  ...unblocking,
  name: "os.clear_run",
  description:
    "Close a stuck run without running it again, e.g. when its work is no longer needed. Clearing it again " +
    "changes nothing. Returns the run's final status.",
  input: z.strictObject({ run: runId, note: note.min(1).describe("Why the run is no longer needed.") }),
  errors: withCallErrors(runNotFound, runNotBlocked),
  execute: clearRun,
});

export const escalateRunTool = defineTool({
  ...unblocking,
  name: "os.escalate_run",
  description:
    "Put a stuck run before the CEO as a blocker only they can clear. Escalating it again changes nothing. " +
    "Returns the escalation.",
  input: z.strictObject({ run: runId, note: note.min(1).describe("What the CEO must decide or do to unblock it.") }),
  errors: withCallErrors(runNotFound, runNotBlocked),
  execute: escalateRun,
});

export const companyStateTools = [
  inspectEnterpriseTool,
  directoryTool,
  listBlockersTool,
  listOpenGatesTool,
  retryRunTool,
  routeRunTool,
  clearRunTool,
  escalateRunTool,
];
