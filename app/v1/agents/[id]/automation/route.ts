import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { listAgentAutomation } from "@/lib/server/use-cases/agents/list-agent-automation";

export const GET = route({ permission: "runs:read" }, ({ principal, params }) => listAgentAutomation(db(), principal, params.id));

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
