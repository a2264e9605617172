import { InvokeToolBodySchema } from "@/lib/contracts/run-bodies";
import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { invokePlaygroundTool } from "@/lib/server/playground/invoke-playground-tool";

export const POST = route({ permission: "runs:write", body: InvokeToolBodySchema }, ({ principal, body }) =>
  invokePlaygroundTool(db(), principal, body),
);
