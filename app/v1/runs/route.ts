import { CreateRunBodySchema, ListRunsQuerySchema } from "@/lib/contracts/run-bodies";
import { db } from "@/lib/server/db";
import { jsonResponse, route } from "@/lib/server/http/route";
import { createRun } from "@/lib/server/runs/create-run";
import { listRuns } from "@/lib/server/runs/list-runs";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

export const POST = route({ permission: "runs:write", body: CreateRunBodySchema }, async ({ principal, body, settings }) =>
  jsonResponse(await createRun(db(), principal, body, settings), 202),
);

export const GET = route({ permission: "runs:read", query: ListRunsQuerySchema }, ({ principal, query }) => listRuns(db(), principal, query));

export const { PUT, PATCH, DELETE } = refuseOtherMethods("GET", "POST");
