import { InvokeToolBodySchema } from "@/lib/contracts/run-bodies";
import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { invokePlaygroundTool } from "@/lib/server/playground/invoke-playground-tool";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

export const POST = route({ permission: "runs:write", body: InvokeToolBodySchema }, ({ principal, body }) =>
  invokePlaygroundTool(db(), principal, body),
);

export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
