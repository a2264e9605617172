import { AgentOfferQuerySchema } from "@/lib/contracts/agent-bodies";
import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { refuseOtherMethods } from "@/lib/server/http/method-not-allowed";
import { previewAgentOffer } from "@/lib/server/use-cases/agents/preview-agent-offer";

export const GET = route({ permission: "runs:read", query: AgentOfferQuerySchema }, ({ principal, params, query }) =>
  previewAgentOffer(db(), principal, params.id, query),
);

export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
