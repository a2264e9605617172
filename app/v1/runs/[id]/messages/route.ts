import { RunMessagesQuerySchema } from "@/lib/contracts/run-messages";
import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { getRunMessages } from "@/lib/server/runs/get-run-messages";

export const GET = route({ permission: "runs:read", query: RunMessagesQuerySchema }, ({ principal, params, query }) =>
  getRunMessages(db(), principal, params.id, query.turn),
);

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
