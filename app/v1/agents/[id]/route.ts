import { UpdateAgentBodySchema } from "@/lib/contracts/agent-bodies";
import { CURATION_PERMISSIONS } from "@/lib/server/auth/permissions";
import { db } from "@/lib/server/db";
import { noContentResponse, route } from "@/lib/server/http/route";
import { deleteAgent } from "@/lib/server/use-cases/agents/delete-agent";
import { getAgent } from "@/lib/server/use-cases/agents/get-agent";
import { updateAgent } from "@/lib/server/use-cases/agents/update-agent";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

export const GET = route({ permission: "runs:read" }, ({ principal, params }) => getAgent(db(), principal, params.id));

export const PATCH = route({ permission: CURATION_PERMISSIONS, body: UpdateAgentBodySchema }, ({ principal, params, body }) =>
  updateAgent(db(), principal, params.id, body),
);

export const DELETE = route({ permission: CURATION_PERMISSIONS }, async ({ principal, params }) => {
  await deleteAgent(db(), principal, params.id);
  return noContentResponse();
});

export const { POST, PUT } = refuseOtherMethods("GET", "PATCH", "DELETE");
