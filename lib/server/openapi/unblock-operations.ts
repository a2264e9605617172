import {
  BlockerListSchema,
  ClearRunBodySchema,
  EscalateRunBodySchema,
  ListBlockersQuerySchema,
  RetryRunBodySchema,
  RouteRunBodySchema,
  RunEventListSchema,
  UnblockedRunSchema,
} from "@/lib/contracts/unblock-schemas";
import { answer, type OperationSpec } from "./operation-spec";

// CONTRACT.md, Blockers (issue 18, items 2 and 4): the organisation's stuck runs, and retrying, routing,
// clearing or escalating one (409 run_not_blocked when it is not stuck; each recorded on its timeline).

export const unblockOperations: OperationSpec[] = [
  { method: "get", path: "/v1/blockers", tag: "Runs", summary: "The stuck runs: failed, waiting on a person or escalated, oldest first, with who can unblock each", access: "runs:read",
    query: ListBlockersQuerySchema,
    success: [answer(200, BlockerListSchema, "The blockers.")] },
  { method: "post", path: "/v1/runs/{id}/retry", tag: "Runs", summary: "Queue a failed run again: it continues from its last committed turn, same id; a repeat changes nothing", access: ["runs:write", "gates:decide"],
    body: RetryRunBodySchema,
    success: [answer(200, UnblockedRunSchema, "The run, queued again (or as the earlier retry left it).")],
    errors: [409] },
  { method: "post", path: "/v1/runs/{id}/route", tag: "Runs", summary: "Hand a stuck run to another member or role, who then owns unblocking it", access: ["runs:write", "gates:decide"],
    body: RouteRunBodySchema,
    success: [answer(200, UnblockedRunSchema, "The run with its new owner.")],
    errors: [409] },
  { method: "post", path: "/v1/runs/{id}/clear", tag: "Runs", summary: "End a stuck run as cancelled, with the note", access: ["runs:write", "gates:decide"],
    body: ClearRunBodySchema,
    success: [answer(200, UnblockedRunSchema, "The run, cancelled.")],
    errors: [409] },
  { method: "post", path: "/v1/runs/{id}/escalate", tag: "Runs", summary: "Put a stuck run before the CEO (the Gates page) until it is retried or cleared", access: "runs:write",
    body: EscalateRunBodySchema,
    success: [answer(200, UnblockedRunSchema, "The run with its escalation.")],
    errors: [409] },
  { method: "get", path: "/v1/runs/{id}/events", tag: "Runs", summary: "The run's timeline entries that are not turns: retried, routed, cleared, escalated, with who and the note", access: "runs:read",
    success: [answer(200, RunEventListSchema, "The events, oldest first.")] },
];
