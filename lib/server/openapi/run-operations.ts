import { GateListSchema, GateSchema } from "@/lib/contracts/gate-schemas";
import { InvokeResultSchema } from "@/lib/contracts/invoke-schemas";
import { RunOfferSchema } from "@/lib/contracts/offer-schemas";
import { OverviewQuerySchema } from "@/lib/contracts/overview-query";
import { OverviewSchema } from "@/lib/contracts/overview-schemas";
import { PlaygroundExampleListSchema } from "@/lib/contracts/playground-example-schemas";
import { ResultWindowQuerySchema, ResultWindowSchema } from "@/lib/contracts/result-window";
import { CreateRunBodySchema, GateDecisionBodySchema, InvokeToolBodySchema, ListGatesQuerySchema, ListRunsQuerySchema } from "@/lib/contracts/run-bodies";
import { RunMessagesQuerySchema, RunMessagesSchema } from "@/lib/contracts/run-messages";
import { RunGroundingSchema } from "@/lib/contracts/run-grounding";
import { CancelledRunSchema, RunListSchema, RunSchema, StartedRunSchema } from "@/lib/contracts/run-schemas";
import { answer, type OperationSpec } from "./operation-spec";

// CONTRACT.md, Runs; Gates; Playground; Stored results: what runs do and what they leave behind.

export const runOperations: OperationSpec[] = [
  { method: "post", path: "/v1/runs", tag: "Runs", summary: "Start a run (a worker executes it)", access: "runs:write",
    body: CreateRunBodySchema,
    success: [answer(202, StartedRunSchema, "Queued.")] },
  { method: "get", path: "/v1/runs", tag: "Runs", summary: "List runs, filtered and paged (keyset)", access: "runs:read",
    query: ListRunsQuerySchema,
    success: [answer(200, RunListSchema, "A page of runs and the cursor of the next.")] },
  { method: "get", path: "/v1/runs/{id}", tag: "Runs", summary: "Read a run: its turns and every call record", access: "runs:read",
    success: [answer(200, RunSchema, "The run.")] },
  { method: "post", path: "/v1/runs/{id}/cancel", tag: "Runs", summary: "Cancel a run", access: "runs:write",
    success: [answer(200, CancelledRunSchema, "Cancelled.")] },
  { method: "get", path: "/v1/runs/{id}/offer", tag: "Runs", summary: "The tool definitions as sent to the model at the latest turn", access: "runs:read",
    success: [answer(200, RunOfferSchema, "The offer.")] },
  { method: "get", path: "/v1/runs/{id}/messages", tag: "Runs", summary: "The messages sent to the model at a turn", access: "runs:read",
    query: RunMessagesQuerySchema,
    success: [answer(200, RunMessagesSchema, "The prompt of that turn.")] },
  { method: "get", path: "/v1/runs/{id}/grounding", tag: "Runs", summary: "The evidence the model was shown, and which claims of the output rest on it", access: "runs:read",
    success: [answer(200, RunGroundingSchema, "The run's grounding.")] },
  { method: "get", path: "/v1/gates", tag: "Gates", summary: "List gates, open or decided", access: "runs:read",
    query: ListGatesQuerySchema,
    success: [answer(200, GateListSchema, "The gates.")] },
  { method: "post", path: "/v1/gates/{id}/decision", tag: "Gates", summary: "Approve or deny a gated call (a CEO)", access: "gates:decide",
    body: GateDecisionBodySchema,
    success: [answer(200, GateSchema, "The decided gate.")],
    errors: [409] },
  { method: "post", path: "/v1/playground/invoke", tag: "Playground", summary: "One call through the run's admission, execution and result pipeline, without a model", access: "runs:write",
    body: InvokeToolBodySchema,
    success: [answer(200, InvokeResultSchema, "The call's outcome.")] },
  { method: "get", path: "/v1/playground/examples", tag: "Playground", summary: "Ready-made scripted runs", access: "runs:read",
    success: [answer(200, PlaygroundExampleListSchema, "The examples.")] },
  { method: "get", path: "/v1/results/{ref}", tag: "Results", summary: "A window of a stored result", access: "runs:read",
    query: ResultWindowQuerySchema,
    success: [answer(200, ResultWindowSchema, "The window, in characters.")] },
  { method: "get", path: "/v1/media/{id}", tag: "Results", summary: "A stored medium's bytes", access: "runs:read",
    success: [{ status: 200, description: "The bytes: raster images and audio keep their type, anything else is an attachment.", mediaType: "application/octet-stream" }] },
  { method: "get", path: "/v1/overview", tag: "Overview", summary: "Call counts, failing tools and gate waits over a window", access: "runs:read",
    query: OverviewQuerySchema,
    success: [answer(200, OverviewSchema, "The overview.")] },
];
