import { CreateAgentBodySchema } from "@/lib/contracts/agent-bodies";
import { CURATION_PERMISSIONS } from "@/lib/server/auth/permissions";
import { db } from "@/lib/server/db";
import { createdResponse, route } from "@/lib/server/http/route";
import { createAgent } from "@/lib/server/use-cases/agents/create-agent";
import { listAgents } from "@/lib/server/use-cases/agents/list-agents";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";

export const GET = route({ permission: "runs:read" }, ({ principal }) => listAgents(db(), principal));

export const POST = route({ permission: CURATION_PERMISSIONS, body: CreateAgentBodySchema }, async ({ principal, body }) =>
  createdResponse(await createAgent(db(), principal, body)),
);

export const { PUT, PATCH, DELETE } = refuseOtherMethods("GET", "POST");
